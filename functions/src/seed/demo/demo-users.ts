import { roleCodes, type RoleCode } from '@oj/shared';

/**
 * The demo accounts beside root. They share one password, printed in docs/demo-data.md: the demo is
 * for a local stack on 127.0.0.1, and the cloud seed never creates them.
 */
export const demoUserPassword = 'demo123456';

export const demoUsers: readonly { username: string; nickname: string; roleCode: RoleCode }[] = [
  { username: 'student1', nickname: '小明', roleCode: roleCodes.defaultUser },
  { username: 'student2', nickname: '小红', roleCode: roleCodes.defaultUser },
  { username: 'student3', nickname: '小刚', roleCode: roleCodes.defaultUser },
  { username: 'teacher', nickname: '王老师', roleCode: roleCodes.problemAdmin },
];
