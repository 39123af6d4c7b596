import type { CatalogueEntry } from './catalogue-entry';

/** Errors of the admin tag and classification calls. */
export const adminTagErrors = {
  addTagError: {
    httpStatus: 200,
    status: 400,
    'zh-CN': '请勿添加重复的标签：{name}',
    'en-US': 'Do not add duplicate tags: {name}',
  },
  tagNameRequired: {
    httpStatus: 200,
    status: 400,
    'zh-CN': '新标签需要名称',
    'en-US': 'A new tag needs a name',
  },
  tagNotFound: {
    httpStatus: 200,
    status: 404,
    'zh-CN': '标签不存在：{id}',
    'en-US': 'The tag does not exist: {id}',
  },
  tagNameTaken: {
    httpStatus: 200,
    status: 400,
    'zh-CN': '{oj} 已有同名标签：{name}',
    'en-US': 'A tag named {name} already exists for {oj}',
  },
  tagClassificationNotFound: {
    httpStatus: 200,
    status: 404,
    'zh-CN': '标签分类不存在：{id}',
    'en-US': 'The tag classification does not exist: {id}',
  },
} as const satisfies Record<string, CatalogueEntry>;
