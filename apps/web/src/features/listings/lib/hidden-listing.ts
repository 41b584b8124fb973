import { SUPPORT_LIMITS } from '@homebid/shared/constants/support';

const PREFIX = 'Hidden project: ';

/**
 * The subject 'Contact Support' starts from when the owner replies about a listing HomeBid hid: it names the listing,
 * cut with an ellipsis to fit the subject's limit (the form would refuse it otherwise).
 */
export function hiddenListingSupportSubject(title: string): string {
  const subject = `${PREFIX}${title.trim()}`;
  return subject.length <= SUPPORT_LIMITS.subjectMax ? subject : `${subject.slice(0, SUPPORT_LIMITS.subjectMax - 1).trimEnd()}…`;
}
