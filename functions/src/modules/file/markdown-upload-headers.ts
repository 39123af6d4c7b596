/** The extension a markdown file is stored under: the uploader's, if it is short and plain, else `bin`. */
export function storedExtensionOf(filename: string): string {
  const dot = filename.lastIndexOf('.');
  const extension = dot < 0 ? '' : filename.slice(dot + 1).toLowerCase();
  return /^[a-z0-9]{1,10}$/.test(extension) ? extension : 'bin';
}

/**
 * `Content-Disposition` of a file that is not an image: always a download, under the uploader's name
 * (RFC 5987 encoded, with a plain ASCII fallback), so a browser never renders it as a page of the site.
 */
export function attachmentDisposition(filename: string): string {
  const name = filename.split(/[\\/]/).pop()?.trim() || 'file';
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  // RFC 5987 allows none of ' ( ) * in the value, which encodeURIComponent leaves alone.
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
