/** Every /api answer: `status` 200 on success, otherwise the error's status; results sit in `data`. */
export interface Envelope<T> {
  status: number;
  msg: string;
  data: T;
}

export const successStatus = 200;
