import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { defineStacks } from '../src/define-stacks';
import { webDistDir, webDistExists } from '../src/paths';

/**
 * The CDK app (`npx cdk synth`, `npm run deploy`). The stacks and the reason for each dependency
 * between them are in src/define-stacks.ts.
 */
const app = new App();

defineStacks(app, {
  env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION },
  // The web app is uploaded only when it has been built (`npm run build -w web`, which deploy runs).
  webAssets: webDistExists() ? webDistDir : undefined,
  // `cdk deploy -c judgeSpot=true` runs the judge workers on Fargate Spot.
  judgeSpot: app.node.tryGetContext('judgeSpot') === 'true' || app.node.tryGetContext('judgeSpot') === true,
  // `cdk deploy -c mailFrom=judge@school.example` sets the sender; its domain must be verified in SES.
  mailFrom: app.node.tryGetContext('mailFrom') as string | undefined,
});

// cdk-nag's AWS Solutions rules run at every synth; a finding that is not acknowledged (with its
// reason, next to the resource) stops the synth.
Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { verbose: true }));

app.synth();
