import type { CatalogueEntry } from './catalogue-entry';

/** Errors of test data archives: every reason an uploaded zip is refused, and a missing download. */
export const fileErrors = {
  testcaseZipMissing: {
    httpStatus: 200,
    status: 400,
    'zh-CN': '请选择要上传的测试数据压缩包（表单字段 file）',
    'en-US': 'Please choose the test data zip to upload (form field file)',
  },
  testcaseNotZip: {
    httpStatus: 200,
    status: 400,
    'zh-CN': '文件类型不支持：请上传 zip 压缩包',
    'en-US': 'File type not support: please upload a zip archive',
  },
  testcaseZipEmpty: {
    httpStatus: 200,
    status: 400,
    'zh-CN': '压缩包是空的',
    'en-US': 'The zip archive is empty',
  },
  testcaseZipDamaged: {
    httpStatus: 200,
    status: 400,
    'zh-CN': '压缩包已损坏：{reason}',
    'en-US': 'The zip archive is damaged: {reason}',
  },
  testcaseZipUnsupported: {
    httpStatus: 200,
    status: 400,
    'zh-CN': '压缩包中的 {name} 使用了不支持的格式：{feature}',
    'en-US': '{name} in the archive uses an unsupported zip feature: {feature}',
  },
  testcaseUnsafePath: {
    httpStatus: 200,
    status: 400,
    'zh-CN': '压缩包中含有不安全的路径：{name}',
    'en-US': 'The archive contains an unsafe path: {name}',
  },
  testcaseNestedFolder: {
    httpStatus: 200,
    status: 400,
    'zh-CN': '测试数据文件只能放在压缩包根目录或同一个文件夹中：{name}',
    'en-US': 'Test case files must be at the top of the archive or all inside one folder: {name}',
  },
  testcaseTooManyEntries: {
    httpStatus: 200,
    status: 400,
    'zh-CN': '压缩包中的条目过多，上限为 {limit} 个',
    'en-US': 'The archive holds too many entries; the limit is {limit}',
  },
  testcaseTooManyCases: {
    httpStatus: 200,
    status: 400,
    'zh-CN': '测试点过多，上限为 {limit} 个',
    'en-US': 'The archive holds too many test cases; the limit is {limit}',
  },
  testcaseZipTooLarge: {
    httpStatus: 200,
    status: 400,
    'zh-CN': '测试数据解压后超过 {limit} MB，已拒绝',
    'en-US': 'The test data unpacks to more than {limit} MB; the archive is refused',
  },
  testcaseZipSizeLie: {
    httpStatus: 200,
    status: 400,
    'zh-CN': '{name} 解压后的大小与压缩包中声明的不符，已拒绝',
    'en-US': '{name} does not unpack to the size the archive declares; the archive is refused',
  },
  testcaseZipOverlap: {
    httpStatus: 200,
    status: 400,
    'zh-CN': '压缩包中的条目相互重叠（{name}），已拒绝',
    'en-US': 'Entries of the archive overlap ({name}); the archive is refused',
  },
  testcaseDuplicateName: {
    httpStatus: 200,
    status: 400,
    'zh-CN': '压缩包中 {name} 出现了不止一次（文件名不区分大小写）',
    'en-US': 'The archive holds {name} more than once (names are compared regardless of case)',
  },
  testcaseAmbiguousOutput: {
    httpStatus: 200,
    status: 400,
    'zh-CN': '{base} 同时有 .out 和 .ans 文件，请只保留一个',
    'en-US': '{base} has both a .out and a .ans file; keep only one',
  },
  testcaseMissingOutput: {
    httpStatus: 200,
    status: 400,
    'zh-CN': '输入文件 {input} 缺少对应的输出文件（{base}.out 或 {base}.ans）',
    'en-US': 'The input {input} has no output file ({base}.out or {base}.ans)',
  },
  testcaseMissingInput: {
    httpStatus: 200,
    status: 400,
    'zh-CN': '输出文件 {output} 缺少对应的输入文件 {base}.in',
    'en-US': 'The output {output} has no input file {base}.in',
  },
  testcaseNoCases: {
    httpStatus: 200,
    status: 400,
    'zh-CN': '压缩包中没有测试数据文件（如 1.in 与 1.out）',
    'en-US': 'The archive holds no test case files (such as 1.in with 1.out)',
  },
  testcaseDataNotFound: {
    httpStatus: 200,
    status: 404,
    'zh-CN': '题目 {pid} 没有测试数据',
    'en-US': 'The problem {pid} has no test data',
  },
} as const satisfies Record<string, CatalogueEntry>;
