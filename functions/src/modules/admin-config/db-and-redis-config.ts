import type { adminGetDbAndRedisConfig, adminSetDbAndRedisConfig } from '@oj/shared';
import type { Handler } from '../../frame/route';
import { AppError } from '../../frame/app-error';
import { tableEndpoint, tableName } from '../../data/dynamo-client';

/**
 * GET (or PUT) /api/admin/config/get-db-and-redis-config: the storage this deployment has, one
 * DynamoDB table; the MySQL account and Redis fields of the contract are null, as there are none.
 */
export const getDbAndRedisConfig: Handler<typeof adminGetDbAndRedisConfig, 'root'> = async () => {
  const { region, url, host, port, configured } = tableEndpoint();
  return {
    database: 'dynamodb',
    region,
    endpoint: url,
    localEndpoint: configured,
    dbName: tableName(),
    dbHost: host,
    dbPort: port,
    dbUsername: null,
    dbPassword: null,
    redisHost: null,
    redisPort: null,
    redisPassword: null,
  };
};

/**
 * PUT /api/admin/config/set-db-and-redis-config: refused, saying why. The table is the deployment's
 * (the CDK app or the local stack names it); pointing the site elsewhere is a redeployment.
 */
export const setDbAndRedisConfig: Handler<typeof adminSetDbAndRedisConfig, 'root'> = async () => {
  throw new AppError('storageSetAtDeployment', { table: tableName() });
};
