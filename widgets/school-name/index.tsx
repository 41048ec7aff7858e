import { useEffect, useRef } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { showAlert } from '../../src/lib/popup-store';
import { PickerField } from '../kit/field-shell';
import { siblingValue, useFormContext } from '../kit/form-context';
import type { SchoolEntry } from '../kit/lookup-api';
import { usePicker } from '../../src/lib/picker';
import { schoolMessages } from './school-rules';


/**
 * school-name: 학교명, searched within the office of `educationOfficeField` (000 §5: office first,
 * 2+ characters, 800 ms debounce, 20 a page). Cleared when the office changes.
 */
export default function SchoolNameWidget(props: WidgetProps) {
  const ctx = useFormContext(props);
  const open = usePicker<SchoolEntry>('school-name', props.id);
  const office = String(siblingValue(props, ctx, 'educationOfficeField') ?? '');
  const value = typeof props.value === 'string' ? props.value : '';

  // Another office: the chosen school belongs to the old one.
  const latest = useRef({ value, onChange: props.onChange });
  latest.current = { value, onChange: props.onChange };
  const previousOffice = useRef(office);
  useEffect(() => {
    if (previousOffice.current === office) return;
    previousOffice.current = office;
    if (latest.current.value) latest.current.onChange(undefined);
  }, [office]);

  const onOpen = async () => {
    if (!office) {
      await showAlert({ message: schoolMessages.officeFirst });
      return;
    }
    const picked = await open({ office, application: ctx.edoc });
    if (picked && picked.학교명 !== value) props.onChange(picked.학교명);
  };

  return <PickerField {...props} text={value} onOpen={onOpen} />;
}
