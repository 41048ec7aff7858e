import { useEffect, useRef } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { showAlert } from '../../src/lib/popup-store';
import { PickerField } from '../kit/field-shell';
import { fieldOption, siblingValue, useFormContext } from '../kit/form-context';
import { STATIC_LOOKUP, useJurisdictionSectionsQuery, type JurisdictionSection } from '../kit/lookup-api';
import { usePicker } from '../../src/lib/picker';


/** Optional companions (ui:options) and the property of the section each receives. */
const COMPANIONS = {
  organisationField: '기관명',
  departmentField: '부서명',
  departmentCodeField: '부서코드',
  sectionField: '담당명',
} as const satisfies Record<string, keyof JurisdictionSection>;

export const sectionLabel = (section: JurisdictionSection) => `${section.부서명} ${section.담당명}`;

/**
 * `organization`: the jurisdiction section (담당과) of the district in `districtCodeField`
 * (disability certificate, 001 §3). Value: the section code (담당코드); the `ui:options` of
 * COMPANIONS name fields for the organisation, department and section names / codes.
 * Cleared when the district changes.
 */
export default function OrganisationWidget(props: WidgetProps) {
  const ctx = useFormContext(props);
  const open = usePicker<JurisdictionSection>('organization', props.id);
  const district = String(siblingValue(props, ctx, 'districtCodeField') ?? '');
  const value = typeof props.value === 'string' ? props.value : '';
  const sections = useJurisdictionSectionsQuery(district, { skip: !district || !value, ...STATIC_LOOKUP });
  const chosen = sections.data?.find((section) => section.담당코드 === value);

  const companions = (section: JurisdictionSection | null) => {
    const patch: Record<string, unknown> = {};
    for (const [option, key] of Object.entries(COMPANIONS)) {
      const field = fieldOption(props, option);
      if (field) patch[field] = section ? section[key] : undefined;
    }
    return patch;
  };

  const clear = useRef(() => {});
  clear.current = () => {
    if (!value) return;
    props.onChange(undefined);
    const patch = companions(null);
    if (Object.keys(patch).length) ctx.setFields({ [props.name]: undefined, ...patch });
  };
  const previous = useRef(district);
  useEffect(() => {
    if (previous.current === district) return;
    previous.current = district;
    clear.current();
  }, [district]);

  const onOpen = async () => {
    if (!district) {
      await showAlert({ message: '주소를 먼저 선택해 주세요.' });
      return;
    }
    const picked = await open({ district, ...(value ? { value } : {}) });
    if (!picked) return;
    props.onChange(picked.담당코드);
    const patch = companions(picked);
    if (Object.keys(patch).length) ctx.setFields({ [props.name]: picked.담당코드, ...patch });
  };

  return <PickerField {...props} text={chosen ? sectionLabel(chosen) : value} onOpen={onOpen} />;
}
