import { updateIf } from '../update-if';
import { submissionKey } from './submission-item';

/** Share a submission's code or stop sharing it; false when there is no such submission of this user. */
export function setSubmissionShare(submitId: number, uid: string, share: boolean): Promise<boolean> {
  return updateIf({
    Key: submissionKey(submitId),
    UpdateExpression: 'SET #share = :share',
    ConditionExpression: 'attribute_exists(pk) AND uid = :uid',
    ExpressionAttributeNames: { '#share': 'share' },
    ExpressionAttributeValues: { ':share': share, ':uid': uid },
  });
}
