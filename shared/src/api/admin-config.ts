import * as z from 'zod';
import { websiteConfigSchema } from '../domain/website-config';
import { emailConfigSchema, emailSenderAddressSchema, emailSenderNameSchema } from '../domain/email-config';
import { defineCall } from './define-call';
import { noBody, noQuery } from './params';
import { carouselItemSchema } from './home';
import { uploadedFileSchema } from './upload';
import { emailField } from './account';

export const adminGetWebConfig = defineCall({
  module: 'admin-config',
  method: 'GET',
  path: '/api/admin/config/get-web-config',
  query: noQuery,
  body: noBody,
  response: websiteConfigSchema,
});

/**
 * The contract's WebConfigDTO (base URL, names, record, project, description, register) plus the
 * blocked problem prefixes; the switches (discussion, comment, submit interval) may come along, as a
 * client that sends back the whole config does, and are otherwise left as they are.
 */
export const webConfigBodySchema = websiteConfigSchema
  .partial({
    blockedProblemPrefixes: true,
    openPublicDiscussion: true,
    openGroupDiscussion: true,
    openContestComment: true,
    defaultSubmitInterval: true,
  })
  .strict();

export const adminSetWebConfig = defineCall({
  module: 'admin-config',
  method: 'PUT',
  path: '/api/admin/config/set-web-config',
  query: noQuery,
  /** Unknown fields are refused. */
  body: webConfigBodySchema,
  response: websiteConfigSchema,
});

export const adminGetEmailConfig = defineCall({
  module: 'admin-config',
  method: 'GET',
  path: '/api/admin/config/get-email-config',
  query: noQuery,
  body: noBody,
  response: emailConfigSchema,
});

export const adminSetEmailConfig = defineCall({
  module: 'admin-config',
  method: 'PUT',
  path: '/api/admin/config/set-email-config',
  query: noQuery,
  /** The contract's EmailConfigDTO; its SMTP fields are accepted and ignored (`ignoredFields`). */
  body: z
    .object({
      emailUsername: emailSenderAddressSchema,
      emailSenderName: emailSenderNameSchema.optional(),
      emailHost: z.string().nullable().optional(),
      emailPort: z.number().int().nullable().optional(),
      emailPassword: z.string().nullable().optional(),
      emailSsl: z.boolean().nullable().optional(),
      emailBGImg: z.string().nullable().optional(),
    })
    .strict(),
  response: emailConfigSchema,
});

/** Limits of the test email: one per half minute and twenty a day for the whole site. */
export const testEmailRules = { intervalSeconds: 30, perDay: 20 } as const;

export const adminTestEmail = defineCall({
  module: 'admin-config',
  method: 'POST',
  path: '/api/admin/config/test-email',
  query: noQuery,
  body: z.object({ email: emailField }),
  response: z.null(),
});

/** Limits of the home carousel's pictures. */
export const carouselRules = {
  maxImages: 10,
  /** Below the 6 MB a Lambda request may carry once base64-encoded. */
  maxBytes: 4 * 1024 * 1024,
  extensions: ['jpg', 'jpeg', 'png', 'gif', 'webp'],
} as const;

export const adminGetHomeCarousel = defineCall({
  module: 'admin-config',
  method: 'GET',
  path: '/api/admin/config/home-carousel',
  query: noQuery,
  body: noBody,
  /** As stored, not the home page's few-second copy. */
  response: z.array(carouselItemSchema),
});

/** multipart/form-data with the picture in the field `file` (and an optional `link` field). */
export const adminUploadCarouselImg = defineCall({
  module: 'admin-config',
  method: 'POST',
  path: '/api/file/upload-carousel-img',
  query: noQuery,
  body: z.object({ fields: z.record(z.string(), z.string()), files: z.array(uploadedFileSchema) }),
  response: carouselItemSchema,
});

export const adminOrderHomeCarousel = defineCall({
  module: 'admin-config',
  method: 'PUT',
  path: '/api/admin/config/home-carousel',
  query: noQuery,
  /** Every picture's id, in the new order. */
  body: z.object({ ids: z.array(z.string().min(1)).max(carouselRules.maxImages) }),
  response: z.array(carouselItemSchema),
});

export const adminDeleteHomeCarousel = defineCall({
  module: 'admin-config',
  method: 'DELETE',
  path: '/api/admin/config/home-carousel',
  query: z.object({ id: z.string().min(1) }),
  body: noBody,
  response: z.null(),
});

export const adminConfigCalls = [
  adminGetWebConfig,
  adminSetWebConfig,
  adminGetEmailConfig,
  adminSetEmailConfig,
  adminTestEmail,
  adminGetHomeCarousel,
  adminUploadCarouselImg,
  adminOrderHomeCarousel,
  adminDeleteHomeCarousel,
] as const;
