import type { WidgetProps } from '@rjsf/utils';
import { Sheet } from '../../src/ui/sheet';
import { SkeletonList } from '../../src/ui/skeleton';
import type { PickerLayerProps } from '../../src/lib/picker';
import styles from './choice-list.module.scss';

export interface Choice<T = string> {
  value: T;
  label: string;
  description?: string;
  disabled?: boolean;
}

export interface ChoiceListProps<T> {
  label: string;
  choices: Choice<T>[];
  selected?: T | null;
  onPick(value: T): void;
}

/** A row's key: its value, or its label when the value is a record (an office, a school…). */
const keyOf = <T,>(choice: Choice<T>): string =>
  choice.value !== null && typeof choice.value === 'object' ? `label:${choice.label}` : `value:${String(choice.value)}`;

/** A list of radio-like rows (48 px), for bottom-sheet pickers. */
export function ChoiceList<T>({ label, choices, selected, onPick }: ChoiceListProps<T>) {
  return (
    <ul className={styles.list} role="radiogroup" aria-label={label}>
      {choices.map((choice) => (
        // The list is a radiogroup: its items are only wrappers of the radios (no orphaned listitems).
        <li key={keyOf(choice)} role="none">
          <button
            type="button"
            role="radio"
            aria-checked={choice.value === selected}
            className={styles.row}
            disabled={choice.disabled}
            onClick={() => onPick(choice.value)}
          >
            <span className={styles.mark} aria-hidden="true" />
            <span className={styles.text}>
              <span>{choice.label}</span>
              {choice.description ? <span className={styles.description}>{choice.description}</span> : null}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

export interface ChoiceSheetProps<T> extends Pick<PickerLayerProps<T>, 'pick' | 'close'> {
  title: string;
  choices: Choice<T>[] | undefined;
  selected?: T | null;
  loading?: boolean;
  emptyText?: string;
}

/** A bottom sheet with a list of choices; shows a skeleton while loading. */
export function ChoiceSheet<T>({ title, choices, selected, loading, emptyText, pick, close }: ChoiceSheetProps<T>) {
  return (
    <Sheet display="bottom" title={title} onClose={close}>
      {loading ? (
        <SkeletonList rows={4} />
      ) : choices && choices.length > 0 ? (
        <ChoiceList label={title} choices={choices} selected={selected} onPick={pick} />
      ) : (
        <p className={styles.empty}>{emptyText ?? '선택할 수 있는 항목이 없어요.'}</p>
      )}
    </Sheet>
  );
}

/** The choices of a field's schema (`oneOf` const + title, or the items' for a multi-select; as RJSF's enumOptions). */
export function schemaChoices(props: Pick<WidgetProps, 'options' | 'schema'>): Choice<string>[] {
  const fromOptions = props.options?.enumOptions;
  if (fromOptions?.length) {
    return fromOptions.map((option) => ({ value: option.value as string, label: option.label }));
  }
  const items = props.schema?.items as { oneOf?: unknown[] } | undefined;
  const oneOf = (props.schema?.oneOf ?? items?.oneOf ?? []) as { const?: unknown; title?: string }[];
  return oneOf.map((item) => ({ value: String(item.const), label: item.title ?? String(item.const) }));
}

export const labelOf = <T,>(choices: Choice<T>[], value: unknown): string | undefined =>
  choices.find((choice) => choice.value === value)?.label;
