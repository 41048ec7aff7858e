import { ReceivedIcon, SentIcon } from '../../ui/icons';

/** 보냄 points up and out, 받음 down and in (000 §2.3 direction icon). */
export function DirectionIcon({ sent, size = 20 }: { sent: boolean; size?: number }) {
  return sent ? <SentIcon size={size} /> : <ReceivedIcon size={size} />;
}
