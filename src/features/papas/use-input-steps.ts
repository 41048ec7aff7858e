import type { Address as AddressEntry, DisabilityOrganisation as JurisdictionSection } from '../../api/types';
import { useCallback, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { usePicker } from '../../lib/picker';
import { confirm } from '../../lib/popup-store';
import type { PackageInputStep } from './api';
import { papasMessages } from './messages';
import type { StepValues } from './start-flow';

/**
 * A function that resolves once the page is shown again without a layer: the history has gone
 * back and React has rendered the page. A layer closes by going back in history; opening the
 * next one before that render would land in the same, already answered layer.
 */
export function useLayerClosed(): () => Promise<void> {
  const location = useLocation();
  const open = location.pathname.includes('/layer/');
  const committed = useRef({ open, waiters: [] as (() => void)[] });
  useEffect(() => {
    committed.current.open = open;
    if (!open) committed.current.waiters.splice(0).forEach((resolve) => resolve());
  }, [open]);
  return useCallback(
    () =>
      new Promise<void>((resolve) => {
        if (!committed.current.open && !window.location.pathname.includes('/layer/')) resolve();
        else committed.current.waiters.push(resolve);
      }),
    [],
  );
}

/** The jurisdiction organisation as the confirmation names it. */
export const organisationLabel = (section: JurisdictionSection): string => `${section.기관명} ${section.부서명} ${section.담당명}`;

export interface DisabilityFlowDeps {
  pickAddress(): Promise<AddressEntry | null>;
  pickOrganisation(district: string): Promise<JurisdictionSection | null>;
  confirm(address: string, organisation: string): Promise<boolean>;
  closed(): Promise<void>;
}

/**
 * 001 §4.1 disability flow: the address, then a jurisdiction organisation of its district, then
 * the confirmation popup; its 취소 returns to the organisation list.
 */
export async function disabilityFlow(step: Extract<PackageInputStep, { kind: 'address-organisation' }>, deps: DisabilityFlowDeps): Promise<StepValues | null> {
  const address = await deps.pickAddress();
  if (!address) return null;
  for (;;) {
    await deps.closed();
    const section = await deps.pickOrganisation(address.행정구역코드);
    if (!section) return null;
    await deps.closed();
    if (await deps.confirm(address.도로명주소, organisationLabel(section))) {
      return {
        [step.addressField]: address.도로명주소,
        [step.districtCodeField]: address.행정구역코드,
        [step.organisationField]: section.담당코드,
        // 001 §3: the payload carries the section code and the department code.
        ...(step.departmentCodeField ? { [step.departmentCodeField]: section.부서코드 } : {}),
      };
    }
  }
}

/**
 * The start page's input steps through the picker layers of widgets/ (the start page's layer
 * table, src/app/papas-layers.ts): region (sido, sigungu), the patriot-number input modal with
 * the prefix group of the field, and the disability flow.
 */
export function useInputSteps(): (step: PackageInputStep) => Promise<StepValues | null> {
  const pickSido = usePicker<string>('sido', 'papas-sido');
  const pickSigungu = usePicker<string>('sigungu', 'papas-sigungu');
  const pickPatriot = usePicker<string>('patriot-number', 'papas-patriot-number');
  const pickAddress = usePicker<AddressEntry>('address', 'papas-address');
  const pickOrganisation = usePicker<JurisdictionSection>('organization', 'papas-organisation');
  const afterLayerClosed = useLayerClosed();

  return async (step) => {
    await afterLayerClosed();
    switch (step.kind) {
      case 'region': {
        const sido = await pickSido();
        if (!sido) return null;
        await afterLayerClosed();
        const sigungu = await pickSigungu({ sido });
        if (!sigungu) return null;
        return { [step.sidoField]: sido, [step.sigunguField]: sigungu };
      }
      case 'patriot-number': {
        const number = await pickPatriot(step.group ? { group: step.group } : {});
        return number ? { [step.field]: number } : null;
      }
      case 'address-organisation':
        return disabilityFlow(step, {
          pickAddress: () => pickAddress(),
          pickOrganisation: (district) => pickOrganisation({ district }),
          closed: afterLayerClosed,
          confirm: async (address, organisation) =>
            (await confirm({
              title: papasMessages.disabilityTitle, message: papasMessages.disabilityMessage(step.documentName, address, organisation),
              cancel: papasMessages.cancel, confirm: papasMessages.disabilityApply,
            })) === true,
        });
    }
  };
}
