import { Duration } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import type { ApiArea } from '@oj/shared';
import { areaHandlerEntry } from '../paths';
import { BundledFunction } from './bundled-function';

export interface AreaFunctionProps {
  readonly area: ApiArea;
  readonly description: string;
  readonly memorySize: number;
}

/** Longest an HTTP API waits for its integration; a function running longer is answered for anyway. */
export const httpApiIntegrationTimeout = Duration.seconds(29);

/** The Lambda function that serves every route of one API area (`functions/src/areas/<area>`). */
export class AreaFunction extends BundledFunction {
  readonly area: ApiArea;

  constructor(scope: Construct, id: string, props: AreaFunctionProps) {
    super(scope, id, {
      entry: areaHandlerEntry(props.area),
      description: props.description,
      memorySize: props.memorySize,
      timeout: httpApiIntegrationTimeout,
    });
    this.area = props.area;
  }
}
