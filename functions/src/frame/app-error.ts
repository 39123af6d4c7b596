import { errorCatalogue, type ErrorName } from './error-catalogue';
import type { Lang } from './lang';

/** An error with a catalogue entry; the error handler turns it into the envelope. */
export class AppError extends Error {
  constructor(
    readonly errorName: ErrorName,
    readonly params: Record<string, string | number> = {},
  ) {
    super(`${errorName} ${JSON.stringify(params)}`);
    this.name = 'AppError';
  }

  get httpStatus(): number {
    return errorCatalogue[this.errorName].httpStatus;
  }

  get status(): number {
    return errorCatalogue[this.errorName].status;
  }

  messageIn(lang: Lang): string {
    return errorCatalogue[this.errorName][lang].replace(/\{(\w+)\}/g, (whole, key: string) =>
      key in this.params ? String(this.params[key]) : whole,
    );
  }
}
