import * as z from 'zod';
import { defineCall, type CallDefinition } from './define-call';
import { noBody, problemRefParam } from './params';
import { multipartBody } from './upload';
import { fileContestDownloadCalls } from './file-contest-downloads';

/**
 * How the uploaded cases will be judged, as the admin's problem form sends it: an interactive problem
 * may leave out the `.out` files (its interactor decides), the other modes need one per input.
 */
export const testcaseUploadModes = ['default', 'spj', 'interactive'] as const;
export type TestcaseUploadMode = (typeof testcaseUploadModes)[number];

/** What a test data archive may hold; the server checks every one while unpacking. */
export const testcaseArchiveLimits = {
  /** Sum of the unpacked test case files. */
  maxUnpackedBytes: 256 * 1024 * 1024,
  /** Entries of any kind in the archive's directory. */
  maxEntries: 5000,
  /** Input files, i.e. test cases. */
  maxCases: 1000,
  /** Length of a file name without its extension. */
  maxBaseNameLength: 64,
} as const;

/** One test case of an uploaded archive: its file names in the staged upload, and its points if known. */
export const uploadedTestcaseSchema = z.object({
  input: z.string(),
  output: z.string(),
  score: z.number().int().min(0).optional(),
});
export type UploadedTestcase = z.infer<typeof uploadedTestcaseSchema>;

const idParam = z.coerce.number().int().positive();

/**
 * POST /api/file/upload-testcase-zip: a zip of `N.in` / `N.out` (or `N.ans`) files, checked and staged.
 * `fileListDir` names the staged upload; the admin problem calls take it as `uploadTestcaseDir`.
 */
export const uploadTestcaseZip = defineCall({
  module: 'file',
  method: 'POST',
  path: '/api/file/upload-testcase-zip',
  query: z.object({ gid: idParam.optional() }),
  body: multipartBody({ mode: z.enum(testcaseUploadModes).default('default') }),
  response: z.object({ fileList: z.array(uploadedTestcaseSchema), fileListDir: z.string() }),
});

/**
 * GET /api/file/download-testcase: the problem's current test data as a zip file. The answer is the
 * file itself (`application/zip`, named in `Content-Disposition`), not the JSON envelope; errors still
 * come as the envelope.
 */
export const downloadTestcase = defineCall({
  module: 'file',
  method: 'GET',
  path: '/api/file/download-testcase',
  /** The problem: its number or its display id (`"P1000"`). */
  query: z.object({ pid: problemRefParam }),
  body: noBody,
  response: z.unknown(),
});

/** What the markdown uploads of statements and announcements may be. */
export const markdownUploadLimits = {
  /** An image put into a statement. */
  maxImageBytes: 5 * 1024 * 1024,
  /** Any other file linked from a statement (API Gateway allows 10 MB in all). */
  maxFileBytes: 8 * 1024 * 1024,
  /** Image types accepted, decided by the content (the name does not count). */
  imageTypes: ['png', 'jpg', 'gif', 'webp', 'bmp'],
} as const;

/**
 * A stored markdown upload: `<32 hex>.<extension>`, which is also the last part of its public link
 * (`/api/public/img/md/<fileId>` or `/api/public/file/md/<fileId>`). The client gets it back from the
 * upload and sends it to the delete call.
 */
export const markdownFileIdSchema = z.string().regex(/^[0-9a-f]{32}\.[a-z0-9]{1,10}$/);

/** POST /api/file/upload-md-img: an image (form field `image`) for a statement or an announcement. */
export const uploadMdImg = defineCall({
  module: 'file',
  method: 'POST',
  path: '/api/file/upload-md-img',
  query: z.object({ gid: idParam.optional() }),
  body: multipartBody({}),
  response: z.object({ link: z.string(), fileId: z.string() }),
});

/** GET /api/file/delete-md-img: removes an image the caller uploaded (the super admin: any). */
export const deleteMdImg = defineCall({
  module: 'file',
  method: 'GET',
  path: '/api/file/delete-md-img',
  query: z.object({ fileId: markdownFileIdSchema }),
  body: noBody,
  response: z.null(),
});

/** POST /api/file/upload-md-file: any file (form field `file`), linked from markdown, served as a download. */
export const uploadMdFile = defineCall({
  module: 'file',
  method: 'POST',
  path: '/api/file/upload-md-file',
  query: z.object({ gid: idParam.optional() }),
  body: multipartBody({}),
  response: z.object({ link: z.string(), fileId: z.string() }),
});

/** The file area: test data zip upload and download, markdown images and files. */
/**
 * GET /api/file/generate-user-excel: the accounts `generate-user` made, under the key it answered, as
 * an XLSX sheet (username, password) as the original server sends; `format=csv` for a UTF-8 CSV.
 */
export const generateUserExcel = defineCall({
  module: 'file',
  method: 'GET',
  path: '/api/file/generate-user-excel',
  query: z.object({
    key: z
      .string()
      .trim()
      .regex(/^[0-9a-f]{32}$/),
    format: z.enum(['xlsx', 'csv']).default('xlsx'),
  }),
  body: noBody,
  response: z.unknown(),
});

export const fileCalls: readonly CallDefinition[] = [
  uploadTestcaseZip,
  downloadTestcase,
  uploadMdImg,
  deleteMdImg,
  uploadMdFile,
  generateUserExcel,
  ...fileContestDownloadCalls,
];
