/** A start-up failure with a message meant for the person at the terminal, printed without a stack. */
export declare class LocalStackError extends Error {
  constructor(message: string);
}
