import type { Bilingual, FieldRefusal } from '@oj/shared';
import { errorCatalogue, type CatalogueEntry, type ErrorName } from './error-catalogue';
import type { Lang } from './lang';

/** A value filled into a message: the same in both languages, or its own text in each (a field's label). */
export type MessageParam = string | number | Bilingual;

/** An error with a catalogue entry; the error handler turns it into the envelope. */
export class AppError extends Error {
  /** The request field the error refuses: given by the input check, or the catalogue entry's `field`. */
  readonly field: string | undefined;

  constructor(
    readonly errorName: ErrorName,
    readonly params: Readonly<Record<string, MessageParam>> = {},
    field?: string,
  ) {
    super(`${errorName} ${JSON.stringify(params)}`);
    this.name = 'AppError';
    this.field = field ?? (errorCatalogue[errorName] as CatalogueEntry).field;
  }

  get httpStatus(): number {
    return errorCatalogue[this.errorName].httpStatus;
  }

  get status(): number {
    return errorCatalogue[this.errorName].status;
  }

  /** The sentence for a person, in `lang`, with its parameters filled in. */
  sentenceIn(lang: Lang): string {
    return fill(errorCatalogue[this.errorName][lang], this.params, lang);
  }

  /**
   * The answer's `msg`: the sentence; for a refused field, after the field's name in the contract's
   * form ("Invalid parameter defaultSubmitInterval: …", "参数 defaultSubmitInterval 不合法：…"), which
   * clients of the original server show and parse.
   */
  messageIn(lang: Lang): string {
    const sentence = this.sentenceIn(lang);
    if (this.field === undefined) return sentence;
    return fill(errorCatalogue.invalidParameter[lang], { field: this.field, reason: sentence }, lang);
  }

  /** The answer's `data`: the refused field and its sentence, or null for an error about no field. */
  dataIn(lang: Lang): FieldRefusal | null {
    return this.field === undefined ? null : { field: this.field, message: this.sentenceIn(lang) };
  }
}

function fill(template: string, params: Readonly<Record<string, MessageParam>>, lang: Lang): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => {
    const value = params[key];
    if (value === undefined) return whole;
    return typeof value === 'object' ? value[lang] : String(value);
  });
}
