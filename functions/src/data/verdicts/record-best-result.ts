import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { judgeStatus, oiRankScore, problemType, type ProblemType } from '@oj/shared';
import { dynamo, tableName } from '../dynamo-client';
import { transactWrite } from '../transact';
import { userProblemBestKey, userStatsKey } from '../stats/stats-keys';
import { isConditionFailure } from '../kit/condition-failure';
import { stampOf } from '../kit/versioned-item';
import { requireUpdate } from '../kit/update-expression';

export interface ResultToRecord {
  uid: string;
  pid: number;
  status: number;
  /** OI points 0–100; null for ACM problems. */
  score: number | null;
  type: ProblemType;
  difficulty: number;
}

/** The points a result is worth on the user's score list: OI points, or full marks for an accepted ACM one. */
function pointsOf(result: ResultToRecord): number {
  if (result.type === problemType.oi) return result.score ?? 0;
  return result.status === judgeStatus.accepted ? 100 : 0;
}

/**
 * Keep the user's best OI rank score on a problem (`round(score*0.1 + difficulty*2)`, spec §9) and
 * the sum of the bests in the user's totals, which the rank tier is computed from. The best only
 * rises: the item and the sum change together in one transaction conditional on the best read, so
 * recording the same result twice, or two results at once, never counts a difference twice.
 */
export async function recordBestResult(result: ResultToRecord, attempts = 3): Promise<boolean> {
  const points = pointsOf(result);
  if (points <= 0) return false;
  const rankScore = oiRankScore(points, result.difficulty);
  const key = userProblemBestKey(result.uid, result.pid);
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    const { Item } = await dynamo().send(
      new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }),
    );
    const previous = Item ? Number(Item.bestOiRankScore ?? 0) : undefined;
    if (previous !== undefined && previous >= rankScore) return false;
    const best = requireUpdate({
      set: {
        bestOiRankScore: rankScore,
        bestScore: points,
        status: result.status,
        pid: result.pid,
        accepted: result.status === judgeStatus.accepted,
        ...stampOf('UserProblemBest', 1),
      },
    });
    try {
      await transactWrite([
        {
          Update: {
            TableName: tableName(),
            Key: key,
            ...best,
            ConditionExpression:
              previous === undefined ? 'attribute_not_exists(pk)' : 'bestOiRankScore = :previous',
            ExpressionAttributeValues: {
              ...best.ExpressionAttributeValues,
              ...(previous === undefined ? {} : { ':previous': previous }),
            },
          },
        },
        {
          Update: {
            TableName: tableName(),
            Key: userStatsKey(result.uid),
            UpdateExpression: 'ADD scoreSum :delta',
            ExpressionAttributeValues: { ':delta': rankScore - (previous ?? 0) },
          },
        },
      ]);
      return true;
    } catch (error) {
      // Another result of the same user and problem landed in between: read again.
      if (!isConditionFailure(error)) throw error;
    }
  }
  return false;
}
