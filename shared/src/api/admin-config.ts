import * as z from 'zod';
import { websiteConfigSchema } from '../domain/website-config';
import { switchFieldMask } from '../domain/switch-config';
import { emailConfigSchema, emailSenderAddressSchema, emailSenderNameSchema } from '../domain/email-config';
import { answeredForPut, defineCall } from './define-call';
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
const { register: _register, ...switchFieldsBesideRegister } = switchFieldMask;

export const webConfigBodySchema = websiteConfigSchema
  .partial({
    blockedProblemPrefixes: true,
    ...switchFieldsBesideRegister,
    rankTeacherTitleMarker: true,
    rankStudentTitleMarker: true,
  })
  .strict();

export const adminGetWebConfigByPut = answeredForPut(adminGetWebConfig);

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

export const adminGetEmailConfigByPut = answeredForPut(adminGetEmailConfig);

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

/**
 * The contract's DBAndRedisConfigDTO, for the storage this deployment really has: one DynamoDB table
 * (`dbName` the table, `dbHost` and `dbPort` the endpoint its functions reach) and no MySQL account or
 * Redis, so those fields are null. Added: `database` names the kind of store, `region` the AWS region
 * the functions sign their requests for, `endpoint` the endpoint's URL and `localEndpoint` whether it is
 * a configured one (DynamoDB Local, LocalStack) rather than the region's own. Never a credential.
 */
export const dbAndRedisConfigSchema = z.object({
  database: z.literal('dynamodb'),
  region: z.string(),
  endpoint: z.string(),
  localEndpoint: z.boolean(),
  dbName: z.string(),
  dbHost: z.string(),
  dbPort: z.number().int(),
  dbUsername: z.null(),
  dbPassword: z.null(),
  redisHost: z.null(),
  redisPort: z.null(),
  redisPassword: z.null(),
});

export const adminGetDbAndRedisConfig = defineCall({
  module: 'admin-config',
  method: 'GET',
  path: '/api/admin/config/get-db-and-redis-config',
  query: noQuery,
  body: noBody,
  response: dbAndRedisConfigSchema,
});

export const adminGetDbAndRedisConfigByPut = answeredForPut(adminGetDbAndRedisConfig);

/**
 * Always refused: the table and its endpoint are set when the site is deployed (the CDK app or the
 * local stack), not by a request; there is no database account or Redis to point elsewhere.
 */
export const adminSetDbAndRedisConfig = defineCall({
  module: 'admin-config',
  method: 'PUT',
  path: '/api/admin/config/set-db-and-redis-config',
  query: noQuery,
  body: noBody,
  response: z.null(),
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

/** The same upload under the original server's spelling, which its admin client posts to. */
export const adminUploadCarouseImg = defineCall({
  ...adminUploadCarouselImg,
  path: '/api/file/upload-carouse-img',
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
  adminGetWebConfigByPut,
  adminSetWebConfig,
  adminGetEmailConfig,
  adminGetEmailConfigByPut,
  adminSetEmailConfig,
  adminGetDbAndRedisConfig,
  adminGetDbAndRedisConfigByPut,
  adminSetDbAndRedisConfig,
  adminTestEmail,
  adminGetHomeCarousel,
  adminUploadCarouselImg,
  adminUploadCarouseImg,
  adminOrderHomeCarousel,
  adminDeleteHomeCarousel,
] as const;
