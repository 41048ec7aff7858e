import type { RegistryWidgetsType } from '@rjsf/utils';
import { definePicker, type PickerDef } from './kit/picker';
import AcademicInformationWidget from './academic-information/index';
import AddressWidget from './address/index';
import CheckboxGroupWidget from './checkbox-group/index';
import DateWidget from './date/index';
import DisabilityDisplayWidget from './disability-display/index';
import EducationCodeWidget from './education-code/index';
import EndMonthWidget from './end-month/index';
import InsuranceNumberWidget from './insurance-number/index';
import IssueDetailWidget from './issue-detail/index';
import IssuePurposeWidget from './issue-purpose/index';
import MaskedTextWidget from './masked-text/index';
import MonthWidget from './month/index';
import OrganizationWidget from './organization/index';
import PatriotNumberWidget from './patriot-number/index';
import PayerNumberWidget from './payer-number/index';
import RadioCardsWidget from './radio-cards/index';
import ReasonWidget from './reason/index';
import RecentYearWidget from './recent-year/index';
import ResidenceCopyOptionsWidget from './residence-copy-options/index';
import SchoolNameWidget from './school-name/index';
import SidoWidget from './sido/index';
import SigunguWidget from './sigungu/index';
import StartMonthWidget from './start-month/index';
import StartYearWidget from './start-year/index';
import TaxEndYearWidget from './tax-end-year/index';
import TaxStartYearWidget from './tax-start-year/index';
import ToggleWidget from './toggle/index';
import UniversityWidget from './university/index';
import UniversityDegreeWidget from './university-degree/index';
import VatEndPeriodWidget from './vat-end-period/index';
import VatEndYearWidget from './vat-end-year/index';
import VatStartPeriodWidget from './vat-start-period/index';
import VatStartYearWidget from './vat-start-year/index';
import WorkplaceWidget from './workplace/index';
import YearWidget from './year/index';

/** Every name of certificates/widget-names.json → its widget (uiSchemas name them as strings). */
export const widgets: RegistryWidgetsType = {
  sido: SidoWidget,
  sigungu: SigunguWidget,
  'recent-year': RecentYearWidget,
  'education-code': EducationCodeWidget,
  'school-name': SchoolNameWidget,
  'academic-information': AcademicInformationWidget,
  'start-year': StartYearWidget,
  'start-month': StartMonthWidget,
  'end-month': EndMonthWidget,
  year: YearWidget,
  month: MonthWidget,
  'issue-detail': IssueDetailWidget,
  'payer-number': PayerNumberWidget,
  'insurance-number': InsuranceNumberWidget,
  reason: ReasonWidget,
  university: UniversityWidget,
  'university-degree': UniversityDegreeWidget,
  'issue-purpose': IssuePurposeWidget,
  'tax-start-year': TaxStartYearWidget,
  'tax-end-year': TaxEndYearWidget,
  'vat-start-year': VatStartYearWidget,
  'vat-start-period': VatStartPeriodWidget,
  'vat-end-year': VatEndYearWidget,
  'vat-end-period': VatEndPeriodWidget,
  workplace: WorkplaceWidget,
  address: AddressWidget,
  organization: OrganizationWidget,
  'patriot-number': PatriotNumberWidget,
  'residence-copy-options': ResidenceCopyOptionsWidget,
  'disability-display': DisabilityDisplayWidget,
  'masked-text': MaskedTextWidget,
  'radio-cards': RadioCardsWidget,
  'checkbox-group': CheckboxGroupWidget,
  toggle: ToggleWidget,
  date: DateWidget,
};

/**
 * The issue page's picker layers (spec 000 §2.2 "Issue layers"), by layer route pattern.
 * Full screen for searches, bottom sheets for short lists, an input modal for patriot-number.
 */
export const pickerLayers: Record<string, PickerDef> = {
  sido: definePicker('bottom', '시/도 선택', () => import('./sido/layer')),
  sigungu: definePicker('bottom', '시/군/구 선택', () => import('./sigungu/layer')),
  'recent-year': definePicker('bottom', '기간 선택', () => import('./recent-year/layer')),
  'education-code': definePicker('bottom', '교육청 선택', () => import('./education-code/layer')),
  'school-name': definePicker('full', '학교 검색', () => import('./school-name/layer')),
  'academic-information': definePicker('bottom', '학적 선택', () => import('./academic-information/layer')),
  'start-year': definePicker('bottom', '연도 선택', () => import('./start-year/layer')),
  'start-month': definePicker('bottom', '시작 월 선택', () => import('./start-month/layer')),
  'end-month': definePicker('bottom', '종료 월 선택', () => import('./end-month/layer')),
  'issue-detail': definePicker('bottom', '발급 내용 선택', () => import('./issue-detail/layer')),
  'payer-number': definePicker('bottom', '납부자번호 선택', () => import('./payer-number/layer')),
  'insurance-number': definePicker('bottom', '건강보험증 번호 선택', () => import('./insurance-number/layer')),
  'year/:id': definePicker('bottom', '연도 선택', () => import('./year/layer')),
  'month/:id': definePicker('bottom', '월 선택', () => import('./month/layer')),
  reason: definePicker('bottom', '사유 선택', () => import('./reason/layer')),
  university: definePicker('full', '대학 검색', () => import('./university/layer')),
  'university-degree': definePicker('bottom', '학위 과정 선택', () => import('./university-degree/layer')),
  'issue-purpose': definePicker('bottom', '사용 용도 선택', () => import('./issue-purpose/layer')),
  'tax-start-year': definePicker('bottom', '시작 연도 선택', () => import('./tax-start-year/layer')),
  'tax-end-year': definePicker('bottom', '종료 연도 선택', () => import('./tax-end-year/layer')),
  workplace: definePicker('full', '사업장 선택', () => import('./workplace/layer')),
  'vat-start-year': definePicker('bottom', '시작 연도 선택', () => import('./vat-start-year/layer')),
  'vat-start-period': definePicker('bottom', '시작 기수 선택', () => import('./vat-start-period/layer')),
  'vat-end-year': definePicker('bottom', '종료 연도 선택', () => import('./vat-end-year/layer')),
  'vat-end-period': definePicker('bottom', '종료 기수 선택', () => import('./vat-end-period/layer')),
  address: definePicker('full', '주소 검색', () => import('./address/layer')),
  organization: definePicker('full', '담당 기관 선택', () => import('./organization/layer')),
  'patriot-number': definePicker('input', '보훈번호 입력', () => import('./patriot-number/layer')),
};
