import { formatBeijingTime } from '../../../lib/beijing-time';
import { UnreadDot } from './unread-dot';

/**
 * The end of a message's first line, after its title or its sender: the unread dot, then the time
 * pushed to the right edge. No wrapper: both join the item's own line.
 */
export function MessageStamp({ message }: { message: { state: boolean; gmtCreate: string } }) {
  return (
    <>
      <UnreadDot read={message.state} />
      <span className="ml-auto text-xs text-slate-400">{formatBeijingTime(message.gmtCreate, 'minute')}</span>
    </>
  );
}
