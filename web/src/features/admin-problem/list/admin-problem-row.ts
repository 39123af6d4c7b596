import type { z } from 'zod';
import type { adminProblemRowSchema } from '@oj/shared/api/admin-problem';

/** One row of the admin problem list, as the server answers it. */
export type AdminProblemRow = z.infer<typeof adminProblemRowSchema>;
