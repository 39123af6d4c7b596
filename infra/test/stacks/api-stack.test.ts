import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import {
  allCalls,
  apiAreas,
  apiInstancePartition,
  areaOfCall,
  corsPolicy,
  fallbackArea,
  rankSnapshotPartition,
  rankSnapshotPrefix,
  tableDefinition,
  type ApiArea,
} from '@oj/shared';
import { fallbackRoutePath } from '../../src/stacks/api-stack';
import { synthesizeApp } from './synth-app';

const { stacks, template } = synthesizeApp();
const api = template(stacks.api);
const resources = api.toJSON().Resources as Record<
  string,
  { Type: string; Properties: Record<string, unknown> }
>;

function functionLogicalId(area: ApiArea): string {
  const fn = stacks.api.areaFunctions.get(area);
  if (!fn) throw new Error(`no function for ${area}`);
  return stacks.api.getLogicalId(fn.function.node.defaultChild as never);
}

/** Route key -> logical id of the Lambda function its integration invokes. */
function routeTargets(): Map<string, string> {
  const targets = new Map<string, string>();
  for (const route of Object.values(resources).filter((r) => r.Type === 'AWS::ApiGatewayV2::Route')) {
    const target = route.Properties.Target as { 'Fn::Join': [string, [string, { Ref: string }]] };
    const integrationId = target['Fn::Join'][1][1].Ref;
    const uri = resources[integrationId]?.Properties.IntegrationUri as { 'Fn::GetAtt': [string, string] };
    targets.set(route.Properties.RouteKey as string, uri['Fn::GetAtt'][0]);
  }
  return targets;
}

/** Every action the function's role may take on the table or its indexes. */
interface PolicyStatement {
  Action: string | string[];
  Resource: unknown;
  Condition?: Record<string, Record<string, string[]>>;
}

function tableStatementsOf(area: ApiArea): PolicyStatement[] {
  const fn = stacks.api.areaFunctions.get(area);
  const roleId = stacks.api.getLogicalId(fn?.function.role?.node.defaultChild as never);
  const policies = Object.values(api.findResources('AWS::IAM::Policy')).filter((policy) =>
    (policy.Properties.Roles as { Ref: string }[]).some((role) => role.Ref === roleId),
  );
  const tableExport = JSON.stringify(stacks.api.resolve(stacks.data.table.tableArn));
  const statements = policies.flatMap(
    (policy) => policy.Properties.PolicyDocument.Statement as PolicyStatement[],
  );
  return statements.filter((statement) =>
    JSON.stringify(statement.Resource).includes(tableExport.slice(1, -1)),
  );
}

function tableActionsOf(area: ApiArea): string[] {
  return tableStatementsOf(area).flatMap((statement) => [statement.Action].flat());
}

describe('the api stack', () => {
  it('routes every call of the contract to the function of its area', () => {
    const targets = routeTargets();
    for (const call of allCalls) {
      expect(targets.get(`${call.method} ${call.path}`), `${call.method} ${call.path}`).toBe(
        functionLogicalId(areaOfCall(call)),
      );
    }
  });

  it('answers every other /api path from the fallback area', () => {
    expect(routeTargets().get(`ANY ${fallbackRoutePath}`)).toBe(functionLogicalId(fallbackArea));
    expect(routeTargets().size).toBe(allCalls.length + 1);
  });

  it('runs one Node.js 22 function on arm64 per area, within the HTTP API timeout', () => {
    for (const area of apiAreas) {
      const fn = resources[functionLogicalId(area)];
      expect(fn?.Properties).toMatchObject({
        Runtime: 'nodejs22.x',
        Architectures: ['arm64'],
        Handler: 'index.handler',
        Timeout: 29,
      });
      expect(fn?.Properties.MemorySize).toBeGreaterThanOrEqual(512);
      expect(fn?.Properties.MemorySize).toBeLessThanOrEqual(1024);
    }
  });

  it('tells each function its table, its signing key and to map stack traces', () => {
    for (const area of apiAreas) {
      const variables = (resources[functionLogicalId(area)]?.Properties.Environment as { Variables: object })
        .Variables;
      expect(Object.keys(variables)).toEqual(
        expect.arrayContaining([tableDefinition.envVar, 'JWT_SECRET_ARN', 'NODE_OPTIONS']),
      );
      expect(variables).toMatchObject({ NODE_OPTIONS: '--enable-source-maps' });
    }
  });

  it('gives the file and settings areas the uploads bucket, and the settings area the mail sender', () => {
    const variablesOf = (area: ApiArea) =>
      (resources[functionLogicalId(area)]?.Properties.Environment as { Variables: Record<string, unknown> })
        .Variables;
    // Statement images and files (file area), carousel pictures and the test email (settings area).
    expect(Object.keys(variablesOf('file'))).toContain('UPLOAD_BUCKET');
    expect(Object.keys(variablesOf('settings'))).toEqual(
      expect.arrayContaining(['UPLOAD_BUCKET', 'MAIL_FROM']),
    );
    expect(Object.keys(variablesOf('admin'))).not.toContain('MAIL_FROM');
  });

  it("lets the site area read the table and write nothing but users' session renewals, the ranking's head and the service registry", () => {
    const statements = tableStatementsOf('site');
    expect(tableActionsOf('site')).toContain('dynamodb:Query');
    const writing = statements.filter((statement) =>
      [statement.Action]
        .flat()
        .some((action) => /Put|Update|Delete|Write|ConditionCheck|\*/.test(action.replace('dynamodb:', ''))),
    );
    expect(writing).toHaveLength(3);
    for (const statement of writing) expect(statement.Action).toBe('dynamodb:UpdateItem');
    expect(writing.map((statement) => statement.Condition)).toEqual(
      expect.arrayContaining([
        { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['USER#*'] } },
        { 'ForAllValues:StringEquals': { 'dynamodb:LeadingKeys': [rankSnapshotPartition] } },
        { 'ForAllValues:StringEquals': { 'dynamodb:LeadingKeys': [apiInstancePartition] } },
      ]),
    );
  });

  it('lets every area, the read-only ones too, update the service registry partition its instances report to', () => {
    for (const area of apiAreas) {
      const registryGrant = tableStatementsOf(area).find(
        (statement) =>
          JSON.stringify(statement.Condition) ===
          JSON.stringify({ 'ForAllValues:StringEquals': { 'dynamodb:LeadingKeys': [apiInstancePartition] } }),
      );
      expect(registryGrant?.Action, area).toBe('dynamodb:UpdateItem');
    }
  });

  it('lets the site area reach the test-case bucket only under the ranking snapshots prefix', () => {
    const fn = stacks.api.areaFunctions.get('site');
    const roleId = stacks.api.getLogicalId(fn?.function.role?.node.defaultChild as never);
    const s3Statements = Object.values(api.findResources('AWS::IAM::Policy'))
      .filter((policy) => (policy.Properties.Roles as { Ref: string }[]).some((role) => role.Ref === roleId))
      .flatMap((policy) => policy.Properties.PolicyDocument.Statement as PolicyStatement[])
      .filter((statement) => [statement.Action].flat().some((action) => action.startsWith('s3:')));
    expect(s3Statements.length).toBeGreaterThan(0);
    for (const statement of s3Statements) {
      if ([statement.Action].flat().includes('s3:ListBucket'))
        expect(statement.Condition).toEqual({ StringLike: { 's3:prefix': [`${rankSnapshotPrefix}*`] } });
      else expect(JSON.stringify(statement)).toContain(`/${rankSnapshotPrefix}*`);
    }
  });

  it('lets the contest area reach the test-case bucket only under the board snapshots prefix', () => {
    const fn = stacks.api.areaFunctions.get('contest');
    const roleId = stacks.api.getLogicalId(fn?.function.role?.node.defaultChild as never);
    const statements = Object.values(api.findResources('AWS::IAM::Policy'))
      .filter((policy) => (policy.Properties.Roles as { Ref: string }[]).some((role) => role.Ref === roleId))
      .flatMap((policy) => policy.Properties.PolicyDocument.Statement as PolicyStatement[]);
    const s3Statements = statements.filter((statement) =>
      [statement.Action].flat().some((action) => action.startsWith('s3:')),
    );
    expect(s3Statements.length).toBeGreaterThan(0);
    for (const statement of s3Statements) {
      const text = JSON.stringify(statement);
      if ([statement.Action].flat().includes('s3:ListBucket'))
        expect(statement.Condition).toEqual({ StringLike: { 's3:prefix': ['boards/*'] } });
      else expect(text).toContain('/boards/*');
    }
  });

  it('lets the admin area write the table, and no area scan it', () => {
    expect(tableActionsOf('admin')).toEqual(
      expect.arrayContaining(['dynamodb:PutItem', 'dynamodb:UpdateItem']),
    );
    for (const area of apiAreas) expect(tableActionsOf(area)).not.toContain('dynamodb:Scan');
  });

  it('throttles the default stage and logs its requests', () => {
    api.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingRateLimit: Match.anyValue(), ThrottlingBurstLimit: Match.anyValue() },
      AccessLogSettings: { DestinationArn: Match.anyValue(), Format: Match.stringLikeRegexp('requestId') },
    });
  });

  it('answers CORS preflights with the shared policy', () => {
    const httpApi = Object.values(api.findResources('AWS::ApiGatewayV2::Api'))[0];
    const cors = httpApi?.Properties.CorsConfiguration as Record<string, string[]>;
    expect(cors.AllowOrigins).toEqual([...corsPolicy.allowOrigins]);
    expect(cors.AllowHeaders).toEqual(expect.arrayContaining(['Authorization', 'Content-Type', 'Url-Type']));
    expect(cors.ExposeHeaders).toEqual(expect.arrayContaining(['refresh-token', 'Authorization']));
  });

  it('grants API Gateway one invoke permission per function, not one per route', () => {
    api.resourceCountIs('AWS::Lambda::Permission', apiAreas.length);
  });

  it('generates a 64-character signing key for session tokens', () => {
    api.hasResourceProperties('AWS::SecretsManager::Secret', {
      GenerateSecretString: { PasswordLength: 64 },
    });
  });
});
