import { StarFilled } from '@ant-design/icons';
import { useId } from 'react';
import { MAX_STARS } from '@homebid/shared/domain/rating';
import './star-rating-input.css';

interface StarRatingInputProps {
  /** From antd's Form.Item: the field id and value. */
  id?: string;
  value?: number;
  onChange?: (stars: number) => void;
  /** The accessible name of the group (the visible label's text). */
  label: string;
}

const starsLabel = (n: number) => (n === 1 ? '1 star' : `${n} stars`);

/**
 * Star rating 1 to 5 as a real radio group: each star is a visually hidden radio with its own label ('4 stars'),
 * so arrow keys move the choice and a screen reader says what is chosen. antd's Rate gives its stars no names.
 */
export function StarRatingInput({ id, value, onChange, label }: StarRatingInputProps) {
  const name = useId();
  return (
    <fieldset className="star-rating" role="radiogroup" aria-label={label} id={id}>
      {Array.from({ length: MAX_STARS }, (_, i) => i + 1).map((n) => {
        const inputId = `${name}-${n}`;
        return (
          <span key={n}>
            <input className="sr-only" type="radio" id={inputId} name={name} value={n} checked={value === n} onChange={() => onChange?.(n)} />
            <label htmlFor={inputId} className={value !== undefined && n <= value ? 'is-on' : undefined} title={starsLabel(n)}>
              <StarFilled aria-hidden />
              <span className="sr-only">{starsLabel(n)}</span>
            </label>
          </span>
        );
      })}
    </fieldset>
  );
}
