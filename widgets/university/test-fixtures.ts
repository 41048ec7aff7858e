// Test-only: the universities of 대학졸업증명서 and their lookup (university and university-degree tests).
import { HttpResponse } from 'msw';
import type { UniversityEntry } from '../kit/lookup-api';
import { lookupServer, widgetProps as kitWidgetProps } from '../kit/test-utils';

export const UNIVERSITIES: UniversityEntry[] = [
  { 코드: '0000001', 이름: '서울대학교', 구분: '대학교', 학번필요: true, 학위과정: ['학사', '석사', '박사'], portalUrl: '/sim/portal?university=0000001' },
  { 코드: '0000009', 이름: 'KAIST', 구분: '특수대학', 학번필요: false, 학위과정: ['학사', '석사', '박사'], portalUrl: '/sim/portal?university=0000009' },
  { 코드: '0000020', 이름: '한국방송통신대학교', 구분: '원격대학', 학번필요: false, 학위과정: ['학사'], portalUrl: '/sim/portal?university=0000020' },
];

/** The MSW server answering GET 대학/대학졸업증명서 with UNIVERSITIES (see lookupServer). */
export const universityLookup = () =>
  lookupServer((_url, path) => (path === '/api/v2/application/info/대학/대학졸업증명서' ? HttpResponse.json({ result: UNIVERSITIES }) : undefined));

/** A widget's props on 대학졸업증명서. */
export const widgetProps = (name: string, options: Record<string, unknown>, formData: Record<string, unknown> = {}, value?: string) =>
  kitWidgetProps({ name, edoc: '대학졸업증명서', options, formData, value });
