import { Link } from 'react-router';

/** The way from one item back up to its list ('← Back to the users'), at the start of the line, as wide as its words. */
export function BackLink({ to, text }: { to: string; text: string }) {
  return (
    // one text node, as the words were written before: two would be laid out a hair apart
    <Link to={to} style={{ alignSelf: 'start' }}>{`← ${text}`}</Link>
  );
}
