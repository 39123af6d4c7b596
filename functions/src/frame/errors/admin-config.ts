import type { CatalogueEntry } from './catalogue-entry';

/**
 * Errors of the website config calls: the carousel pictures, the mail settings, the test email and the
 * storage settings.
 */
export const adminConfigErrors = {
  carouselImageMissing: {
    httpStatus: 200,
    status: 400,
    field: 'file',
    'zh-CN': '请选择要上传的图片',
    'en-US': 'Choose a picture to upload',
  },
  carouselImageTooLarge: {
    httpStatus: 200,
    status: 400,
    'zh-CN': '轮播图不能超过 {megabytes} MB',
    'en-US': 'A carousel picture may be at most {megabytes} MB',
  },
  carouselImageTypeNotSupported: {
    httpStatus: 200,
    status: 400,
    'zh-CN': '轮播图只支持 jpg、png、gif、webp 图片',
    'en-US': 'A carousel picture must be a jpg, png, gif or webp image',
  },
  carouselFull: {
    httpStatus: 200,
    status: 400,
    'zh-CN': '轮播图最多 {count} 张，请先删除一些',
    'en-US': 'The carousel holds at most {count} pictures; delete some first',
  },
  carouselImageNotFound: {
    httpStatus: 200,
    status: 404,
    'zh-CN': '轮播图不存在：{id}',
    'en-US': 'No carousel picture has the id {id}',
  },
  carouselOrderMismatch: {
    httpStatus: 200,
    status: 400,
    'zh-CN': '排序必须恰好包含每张轮播图各一次',
    'en-US': 'The order must name every carousel picture exactly once',
  },
  emailSenderOutsideIdentity: {
    httpStatus: 200,
    status: 400,
    'zh-CN': '发件地址必须属于已验证的发信域名 {domain}',
    'en-US': 'The sender address must be at the verified sending domain {domain}',
  },
  testEmailTooSoon: {
    httpStatus: 200,
    status: 429,
    'zh-CN': '测试邮件发送过于频繁：每 {seconds} 秒最多一封，每天最多 {perDay} 封',
    'en-US': 'Test emails are limited to one every {seconds} seconds and {perDay} a day',
  },
  testEmailFailed: {
    httpStatus: 200,
    status: 400,
    'zh-CN': '测试邮件发送失败：{reason}',
    'en-US': 'The test email could not be sent: {reason}',
  },
  storageSetAtDeployment: {
    httpStatus: 200,
    status: 400,
    'zh-CN': '数据存储（DynamoDB 表 {table}）在部署时设定，不能在此修改；本站没有 MySQL 或 Redis',
    'en-US':
      'Storage (the DynamoDB table {table}) is set when the site is deployed and cannot be changed here; this site has no MySQL or Redis',
  },
} as const satisfies Record<string, CatalogueEntry>;
