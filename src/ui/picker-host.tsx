import { useRef, useState } from 'react';
import { useOutletContext, useSearchParams } from 'react-router';
import type { LayerDef } from '../lib/layer-defs';
import { useCloseLayer } from '../lib/layer-navigation';
import { useLayerAnswer } from '../lib/layer-results';
import { PICKER_FIELD_PARAM, pickerResultKey, type PickerOutletContext } from '../lib/picker';
import { LoadingSheet } from './loading-sheet';

interface PickerHostProps {
  def: Extract<LayerDef, { kind: 'picker' }>;
  params: Record<string, string | undefined>;
}

/** A picker layer: it gets the form as it was when opened, and its pick (or its closing) answers the waiting field. */
export function PickerHost({ def, params }: PickerHostProps) {
  const [query] = useSearchParams();
  const context = useOutletContext<PickerOutletContext | undefined>();
  const [formData] = useState(() => context?.formData ?? {});
  const close = useCloseLayer();
  const field = query.get(PICKER_FIELD_PARAM);
  // Back, the close button or an unmount answers the widget with null (src/lib/layer-results).
  const { answer, dismiss: answerNull } = useLayerAnswer(field ? pickerResultKey(field) : null);
  const settled = useRef(false);

  const settle = (value: unknown, settleWith: (value: unknown) => void) => {
    if (settled.current) return;
    settled.current = true;
    close();
    settleWith(value);
  };
  const pick = (value: unknown) => settle(value, answer);
  const dismiss = () => settle(null, () => answerNull());

  const Component = def.component;
  return (
    <LoadingSheet display={def.display} title={def.title} onClose={dismiss}>
      <Component params={params} query={query} formData={formData} pick={pick} close={dismiss} title={def.title} />
    </LoadingSheet>
  );
}
