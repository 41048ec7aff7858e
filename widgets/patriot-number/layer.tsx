import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../src/ui/button';
import { Sheet } from '../../src/ui/sheet';
import type { PickerLayerProps } from '../../src/lib/picker';
import {
  formatPatriotInput,
  isPatriotGroup,
  normalizePatriotNumber,
  PATRIOT_GROUP_NAMES,
  PATRIOT_MAX_LENGTH,
  validatePatriotNumber,
} from './patriot-rules';
import styles from './patriot-number.module.scss';

/** Input modal for the 보훈번호: numeric keypad, hyphen after two digits, format and prefix group checks. */
export default function PatriotNumberLayer({ query, pick, close, title }: PickerLayerProps<string>) {
  const rawGroup = query.get('group');
  const group = isPatriotGroup(rawGroup) ? rawGroup : undefined;
  const [text, setText] = useState(() => formatPatriotInput(query.get('value') ?? ''));
  const [touched, setTouched] = useState(false);
  const inputId = useId();
  const messageId = useId();
  const error = validatePatriotNumber(text, group);
  const shown = touched ? error : null;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    setTouched(true);
    if (!error) pick(normalizePatriotNumber(text));
  };

  return (
    <Sheet
      display="input"
      title={title ?? '보훈번호 입력'}
      onClose={close}
      footer={
        <Button block disabled={text === ''} onClick={() => submit()}>
          확인
        </Button>
      }
    >
      <form className={styles.body} onSubmit={submit} noValidate>
        <label htmlFor={inputId} className={styles.label}>
          {group ? `${PATRIOT_GROUP_NAMES[group]} 보훈번호` : '보훈번호'}
        </label>
        <input
          id={inputId}
          className={styles.input}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          enterKeyHint="done"
          placeholder="예) 12-345678"
          maxLength={PATRIOT_MAX_LENGTH}
          value={text}
          aria-invalid={shown ? true : undefined}
          aria-describedby={messageId}
          data-autofocus
          onChange={(event) => setText(formatPatriotInput(event.target.value))}
          onBlur={() => text && setTouched(true)}
        />
        <p id={messageId} className={shown ? styles.error : styles.help} role={shown ? 'alert' : undefined}>
          {shown ?? '앞 2자리와 뒤 6~8자리 숫자를 입력해 주세요. 하이픈(-)은 자동으로 입력돼요.'}
        </p>
      </form>
    </Sheet>
  );
}
