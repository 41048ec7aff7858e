import type { FactsSource } from './engine.ts';

/**
 * The demo world's plausibility rules: every persona's facts, read from all the agency-facts files
 * at once (shared.json and each certificate's agency.json), must tell one plausible life, as the
 * registers of one country would. `cert:check` holds every folder to them (checkDemoWorld) and the
 * demo world's test holds the data to them, so a folder that passes one passes the other.
 *
 * A rule answers where (a fact's path, `family.members[2].birthDate`) and what to do. Where a rule
 * needs an exception, the file holding the fact declares it (`exceptions`, see ExceptionKind).
 */

/** What a persona's facts look like where the rules read them (every part may be missing). */
export interface World {
  person?: { name?: string; birthDate?: string };
  household?: { headName?: string; members?: { relation?: string; name?: string; self?: boolean }[] };
  addressHistory?: { current?: boolean; changeReason?: string; movedInAt?: string; headName?: string }[];
  family?: { members?: { relation?: string; name?: string }[] };
  immigration?: { date: string; kind: string }[];
  driving?: { licenseNumber?: string; firstIssuedAt?: string; events?: { date: string }[] };
  personalChanges?: { date: string }[];
  vehicles?: { model?: string; kind?: string; number?: string; firstRegisteredAt: string; history?: { date: string; kind?: string }[]; liens?: { date: string }[] }[];
  insurance?: { healthKind?: string; healthSubscriber?: string; healthHistory?: Period[]; pensionHistory?: Period[]; employmentHistory?: Period[] };
  tax?: { incomes?: { year: number }[]; businesses?: { openedAt: string }[]; local?: { items?: { year: number; taxItem?: string; object?: string }[] } };
  military?: { enlistedAt?: string; dischargedAt?: string; exams?: { date: string }[] };
  education?: { university?: { enteredAt?: string }; schools?: { name?: string; enteredAt: string }[] };
  welfare?: {
    disability?: { kind?: string };
    livelihood?: unknown[];
    nearPovertyFrom?: string;
    singleParent?: { kind?: string; children?: unknown[] };
    veteran?: { category?: string };
    farm?: { number?: string };
  };
}
export interface Period {
  name?: string;
  kind?: string;
  acquiredAt: string;
  lostAt: string;
}

/**
 * The exceptions a facts file declares, each a list of fact paths: a path names a fact and all
 * under it (`property`), `[]` any entry of a list (`family.members[].birthDate`).
 */
export const EXCEPTION_KINDS = {
  /** Dates that are not events of the holder's life: a relative's birthday, a former head of household's, a building's history. */
  notTheHoldersDates: 'a date that is not an event of the holder’s life',
  /** Dates that may lie after today by nature: a deadline, an expected graduation, the end of a grant. */
  futureDates: 'a date that may lie ahead (a deadline, an end)',
  /** Identifiers that only look like a resident number (NNNNNN-NNNNNNN): a ship's number, a register's. */
  notResidentNumbers: 'an identifier that only looks like a resident number',
} as const;
export type ExceptionKind = keyof typeof EXCEPTION_KINDS;
export type Exceptions = Record<ExceptionKind, string[]>;

/** Someone whose facts are read: a persona (server/personas.ts) or anyone else. */
export interface Holder {
  id: string;
  name: string;
}

export interface WorldFinding {
  holder: string;
  /** The fact's path in the holder's record. */
  path: string;
  message: string;
  /** Which rule found it (the same rule at the same place for several holders is one problem). */
  rule: string;
}

export interface RuleContext {
  /** `YYYYMMDD` in Korea: nothing a record holds can have happened later. */
  today: string;
  exceptions: Exceptions;
}

export const ONGOING = '99991231';
const DATE = /^(19|20)\d{2}(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])$/;
const YEAR_MONTH = /^(19|20)\d{2}-(0[1-9]|1[0-2])$/;
const RESIDENT_NUMBER = /\d{6}-\d{7}/g;
const DEMO_RESIDENT_NUMBER = /^\d{6}-[1-4]234567$/;

const yearOf = (date: string) => Number(date.slice(0, 4));
export const ageOn = (birthDate: string, at: string): number => yearOf(at) - yearOf(birthDate) - (at.slice(4) < birthDate.slice(4) ? 1 : 0);

/** Whether a concrete path (`family.members[2].birthDate`) is a declared one or under it. */
export function pathMatches(pattern: string, path: string): boolean {
  const general = path.replace(/\[\d+\]/g, '[]');
  return general === pattern || general.startsWith(`${pattern}.`) || general.startsWith(`${pattern}[`);
}
const declared = (context: RuleContext, kind: ExceptionKind, path: string) => context.exceptions[kind].some((pattern) => pathMatches(pattern, path));

/** Every string of a record with its path. */
export function stringsIn(value: unknown, path = ''): { path: string; value: string }[] {
  if (typeof value === 'string') return [{ path, value }];
  if (Array.isArray(value)) return value.flatMap((v, i) => stringsIn(v, `${path}[${i}]`));
  if (typeof value === 'object' && value !== null) return Object.entries(value).flatMap(([k, v]) => stringsIn(v, path ? `${path}.${k}` : k));
  return [];
}

/** Every date of a record (`YYYYMMDD`, and `YYYY-MM` as the month's first day), with its path. */
export function datesIn(value: unknown): { path: string; date: string; month: boolean }[] {
  return stringsIn(value).flatMap(({ path, value: text }): { path: string; date: string; month: boolean }[] => {
    if (DATE.test(text)) return [{ path, date: text, month: false }];
    if (YEAR_MONTH.test(text)) return [{ path, date: `${text.replace('-', '')}01`, month: true }];
    return [];
  });
}

type Find = (path: string, message: string) => void;
type PersonRule = (world: World, holder: Holder, context: RuleContext, find: Find) => void;

const exceptionHint = (kind: ExceptionKind, path: string) =>
  `or, if it is ${EXCEPTION_KINDS[kind]}, declare it in the file that holds it: "exceptions": { "${kind}": ["${path.replace(/\[\d+\]/g, '[]')}"] }`;

const identity: PersonRule = (world, holder, _context, find) => {
  if (world.person?.name !== holder.name) find('person.name', `is ${JSON.stringify(world.person?.name)}, but the holder is ${holder.name}: write "{issue.holderName}" (server/personas.ts names the personas)`);
  const selves = (world.household?.members ?? []).filter((m) => m.self);
  if (selves.length !== 1 || selves[0]!.name !== holder.name) find('household.members', `must list the holder (${holder.name}) exactly once with "self": true`);
  if ((world.addressHistory ?? []).filter((a) => a.current).length !== 1) find('addressHistory', 'must have exactly one current address ("current": true)');
};

const residentNumbers: PersonRule = (world, _holder, context, find) => {
  const found = stringsIn(world).flatMap(({ path, value }) => (declared(context, 'notResidentNumbers', path) ? [] : [...value.matchAll(RESIDENT_NUMBER)].map((m) => ({ path, rrn: m[0] }))));
  if (found.length === 0) find('person.rrn', 'the holder has no resident number (NNNNNN-N234567)');
  for (const { path, rrn } of found) {
    if (!DEMO_RESIDENT_NUMBER.test(rrn)) find(path, `"${rrn}" looks like a resident number but is not an obviously fake one (NNNNNN-N234567, N from 1 to 4): use one, ${exceptionHint('notResidentNumbers', path)}`);
  }
};

const lifeDates: PersonRule = (world, _holder, context, find) => {
  const birth = world.person?.birthDate ?? '';
  for (const { path, date, month } of datesIn(world)) {
    if (date === ONGOING || declared(context, 'notTheHoldersDates', path)) continue;
    const floor = month ? `${birth.slice(0, 6)}01` : birth;
    if (date < floor) find(path, `${date} is before the holder's birth (${birth}): an event of their life comes after it; move it, ${exceptionHint('notTheHoldersDates', path)}`);
    else if (date > context.today && !declared(context, 'futureDates', path)) find(path, `${date} is after today (${context.today}): move it, ${exceptionHint('futureDates', path)}`);
  }
};

/** Dates listed in order (or newest first), with the path of the first out of place. */
function inOrder(find: Find, path: string, dates: (string | undefined)[], newestFirst = false): void {
  const list = dates.map((d) => d ?? '');
  const sorted = [...list].sort();
  if (newestFirst) sorted.reverse();
  const at = list.findIndex((d, i) => d !== sorted[i]);
  if (at >= 0) find(`${path}[${at}]`, `is out of order (${list.join(' ')}): list them ${newestFirst ? 'newest first' : 'oldest first'}`);
}

const overlaps = (a: { from: string; to: string }, b: { from: string; to: string }) => a.from <= b.to && b.from <= a.to;

const histories: PersonRule = (world, _holder, _context, find) => {
  const addresses = world.addressHistory ?? [];
  inOrder(find, 'addressHistory', addresses.map((a) => a.movedInAt));
  if (addresses.length && !addresses.at(-1)!.current) find(`addressHistory[${addresses.length - 1}]`, 'the last address is the current one ("current": true)');
  if (addresses.length && addresses[0]!.changeReason !== '출생등록') find('addressHistory[0].changeReason', 'the first address is the one registered at birth ("출생등록")');
  const trips = world.immigration ?? [];
  inOrder(find, 'immigration', trips.map((e) => e.date));
  trips.forEach((trip, i) => {
    if (trip.kind !== (i % 2 === 0 ? '출국' : '입국')) find(`immigration[${i}].kind`, 'trips alternate 출국 then 입국: every trip out comes back before the next leaves');
  });
  inOrder(find, 'driving.events', (world.driving?.events ?? []).map((e) => e.date));
  inOrder(find, 'personalChanges', (world.personalChanges ?? []).map((e) => e.date));
  (world.vehicles ?? []).forEach((vehicle, v) => {
    inOrder(find, `vehicles[${v}].history`, (vehicle.history ?? []).map((h) => h.date));
    const first = vehicle.history?.[0];
    if (first && (first.date !== vehicle.firstRegisteredAt || first.kind !== '신규등록')) find(`vehicles[${v}].history[0]`, 'a car’s history starts with its 신규등록 on firstRegisteredAt');
    (vehicle.liens ?? []).forEach((lien, l) => lien.date < vehicle.firstRegisteredAt && find(`vehicles[${v}].liens[${l}].date`, 'a lien comes after the car’s first registration'));
  });
  for (const key of ['pensionHistory', 'healthHistory'] as const) workplaces(find, `insurance.${key}`, world.insurance?.[key] ?? []);
};

/** Workplaces are listed newest first (as the pension picker lists them), one at a time. */
function workplaces(find: Find, path: string, history: Period[]): void {
  inOrder(find, path, history.map((w) => w.acquiredAt), true);
  const periods = history.map((w) => ({ from: w.acquiredAt, to: w.lostAt }));
  periods.forEach((a, i) => periods.slice(i + 1).forEach((b, j) => overlaps(a, b) && find(`${path}[${i + j + 1}]`, `overlaps ${path}[${i}]: one workplace at a time`)));
  history.forEach((w, i) => w.lostAt !== ONGOING && w.lostAt < w.acquiredAt && find(`${path}[${i}].lostAt`, 'is before acquiredAt'));
}

const ages: PersonRule = (world, _holder, _context, find) => {
  const birth = world.person?.birthDate ?? '';
  const atLeast = (path: string, date: string | undefined, years: number, what: string) => {
    if (date && date !== ONGOING && ageOn(birth, date) < years) find(path, `${what} at ${ageOn(birth, date)} (${date}): not before ${years}`);
  };
  atLeast('driving.firstIssuedAt', world.driving?.firstIssuedAt, 18, 'a driving licence');
  for (const key of ['pensionHistory', 'employmentHistory'] as const) (world.insurance?.[key] ?? []).forEach((w, i) => atLeast(`insurance.${key}[${i}].acquiredAt`, w.acquiredAt, 18, 'a job'));
  (world.tax?.incomes ?? []).forEach((income, i) => atLeast(`tax.incomes[${i}].year`, `${income.year}1231`, 18, 'an income'));
  (world.tax?.businesses ?? []).forEach((b, i) => atLeast(`tax.businesses[${i}].openedAt`, b.openedAt, 18, 'a business'));
  (world.vehicles ?? []).forEach((vehicle, i) => {
    atLeast(`vehicles[${i}].firstRegisteredAt`, vehicle.firstRegisteredAt, 18, 'a car');
    if (!world.driving?.firstIssuedAt) find(`vehicles[${i}]`, 'a car owner has a driving licence (driving.firstIssuedAt)');
  });
  const enlisted = world.military?.enlistedAt;
  atLeast('military.enlistedAt', enlisted, 18, 'military service');
  (world.military?.exams ?? []).forEach((exam, i) => enlisted && exam.date >= enlisted && find(`military.exams[${i}].date`, 'the conscription exam comes before service'));
  atLeast('education.university.enteredAt', world.education?.university?.enteredAt, 17, 'university');
  (world.education?.schools ?? []).forEach((school, i) => atLeast(`education.schools[${i}].enteredAt`, school.enteredAt, school.name?.endsWith('초등학교') ? 6 : 11, 'a school'));
};

const household: PersonRule = (world, holder, _context, find) => {
  const head = world.household?.headName;
  const current = (world.addressHistory ?? []).find((a) => a.current);
  if (current && current.headName !== head) find('addressHistory', `the current address's head (${String(current.headName)}) is the household's (${String(head)})`);
  if ((world.household?.members ?? []).find((m) => m.relation === '본인')?.name !== head) find('household.members', 'the 본인 row is the head of household (household.headName)');
  const parents = (world.family?.members ?? []).filter((m) => m.relation === '부' || m.relation === '모').map((m) => m.name);
  (world.addressHistory ?? []).forEach((entry, i) => {
    if (entry.headName !== holder.name && !parents.includes(entry.headName)) find(`addressHistory[${i}].headName`, 'an earlier home was headed by the holder or a parent (family.members 부/모)');
  });
  const isHead = head === holder.name;
  if (isHead && (world.household?.members ?? []).find((m) => m.relation === '본인')?.self !== true) find('household.members', 'the holder heads the household: its 본인 row is theirs');
  if (!isHead) {
    const fatherOrMother = (world.family?.members ?? []).filter((m) => m.relation === '부' || m.relation === '모').map((m) => m.name);
    if (!fatherOrMother.includes(head)) find('household.headName', 'someone who does not head the household lives in a parent’s (family.members 부/모)');
    if (world.insurance?.healthKind !== '피부양자' || world.insurance.healthSubscriber !== head) find('insurance.healthKind', 'a child in a parent’s household is that parent’s dependant (피부양자 of healthSubscriber = the head)');
  }
};

const SIZE_CLASS: Record<string, string> = { 모닝: '승용 경형', 레이: '승용 경형', 그랜저: '승용 대형', 포터2: '화물 소형' };

const cars: PersonRule = (world, _holder, _context, find) => {
  const taxed = (world.tax?.local?.items ?? []).map((item, i) => ({ item, i })).filter(({ item }) => item.taxItem === '자동차세');
  (world.vehicles ?? []).forEach((vehicle, v) => {
    const expected = SIZE_CLASS[vehicle.model ?? ''];
    if (expected && vehicle.kind !== expected) find(`vehicles[${v}].kind`, `a ${String(vehicle.model)} is ${expected}`);
    for (const { item, i } of taxed) {
      if (item.object !== vehicle.number) find(`tax.local.items[${i}].object`, `car tax is on the car (${String(vehicle.number)})`);
      if (item.year < yearOf(vehicle.firstRegisteredAt)) find(`tax.local.items[${i}].year`, 'car tax starts with the car’s first registration');
    }
  });
  if (!(world.vehicles ?? []).length) for (const { i } of taxed) find(`tax.local.items[${i}]`, 'car tax without a car (vehicles)');
};

const welfare: PersonRule = (world, _holder, _context, find) => {
  const w = world.welfare ?? {};
  if ((w.livelihood ?? []).length > 0 && w.nearPovertyFrom) find('welfare.nearPovertyFrom', '차상위 is the band just above 기초생활 수급: nobody is both');
  if ((w.livelihood ?? []).length > 0) {
    (world.insurance?.pensionHistory ?? []).forEach((p, i) => p.lostAt === ONGOING && find(`insurance.pensionHistory[${i}]`, 'a recipient of 생계급여 has no job'));
  }
  if (w.singleParent?.kind) {
    if (!(w.singleParent.children ?? []).length) find('welfare.singleParent.children', 'single-parent support names the children the parent lives with');
    if ((world.household?.members ?? []).some((m) => m.relation === '처' || m.relation === '남편')) find('welfare.singleParent', 'single-parent support: no spouse at home (household.members)');
  }
};

const service: PersonRule = (world, _holder, _context, find) => {
  const { enlistedAt, dischargedAt } = world.military ?? {};
  if (!enlistedAt || !dischargedAt) return;
  const during = { from: enlistedAt, to: dischargedAt };
  for (const key of ['pensionHistory', 'employmentHistory'] as const) {
    (world.insurance?.[key] ?? []).forEach((w, i) => overlaps({ from: w.acquiredAt, to: w.lostAt }, during) && find(`insurance.${key}[${i}]`, `a job during military service (${enlistedAt}–${dischargedAt})`));
  }
};

/** The rules each holder's facts are held to, by name. */
export const PERSON_RULES: Record<string, PersonRule> = { identity, residentNumbers, lifeDates, histories, ages, household, cars, welfare, service };

/** Registers the cast shares: some hold a register, not all, and no two the same trips or violations. */
export const REGISTERS: Record<string, (w: World) => boolean> = {
  'welfare.disability': (w) => Boolean(w.welfare?.disability?.kind),
  'welfare.livelihood': (w) => (w.welfare?.livelihood ?? []).length > 0,
  'welfare.nearPovertyFrom': (w) => Boolean(w.welfare?.nearPovertyFrom),
  'welfare.singleParent': (w) => Boolean(w.welfare?.singleParent?.kind),
  'welfare.veteran': (w) => Boolean(w.welfare?.veteran?.category),
  'welfare.farm': (w) => Boolean(w.welfare?.farm?.number),
  'driving.licenseNumber': (w) => Boolean(w.driving?.licenseNumber),
  'driving.events': (w) => (w.driving?.events ?? []).length > 0,
  immigration: (w) => (w.immigration ?? []).length > 0,
};

/** The rules across the cast (personas only): registers hold some, not all; trips and violations are each their own. */
export function castFindings(cast: { holder: Holder; world: World }[]): WorldFinding[] {
  const findings: WorldFinding[] = [];
  const everyone = cast.map(({ holder }) => holder.id).join(', ');
  for (const [path, held] of Object.entries(REGISTERS)) {
    const holders = cast.filter(({ world }) => held(world));
    if (holders.length === 0) findings.push({ holder: everyone, path, message: 'no persona is on this register: give one of them an entry', rule: 'registers' });
    if (holders.length === cast.length) findings.push({ holder: everyone, path, message: 'every persona is on this register: the demo shows who is and who is not', rule: 'registers' });
  }
  for (const path of ['immigration', 'driving.events'] as const) {
    const seen = new Map<string, string>();
    for (const { holder, world } of cast) {
      const value = path === 'immigration' ? world.immigration : world.driving?.events;
      if (!value?.length) continue;
      const key = JSON.stringify(value);
      const other = seen.get(key);
      if (other) findings.push({ holder: holder.id, path, message: `the same as ${other}'s: made-up records differ from person to person`, rule: 'registers' });
      else seen.set(key, holder.id);
    }
  }
  return findings;
}

/** Every finding of the person rules for one holder. */
export function personFindings(world: World, holder: Holder, context: RuleContext): WorldFinding[] {
  const findings: WorldFinding[] = [];
  for (const [name, rule] of Object.entries(PERSON_RULES)) {
    try {
      rule(world, holder, context, (path, message) => findings.push({ holder: holder.id, path, message, rule: name }));
    } catch (error) {
      findings.push({ holder: holder.id, path: '', message: `the ${name} rule cannot read these facts: ${(error as Error).message}`, rule: name });
    }
  }
  return findings;
}

/** Every file's declared exceptions, together: a path is one path whichever file names it. */
export function declaredExceptions(sources: readonly FactsSource[]): Exceptions {
  const exceptions: Exceptions = { notTheHoldersDates: [], futureDates: [], notResidentNumbers: [] };
  for (const source of sources) {
    for (const kind of Object.keys(EXCEPTION_KINDS) as ExceptionKind[]) exceptions[kind].push(...(source.facts.exceptions?.[kind] ?? []));
  }
  return exceptions;
}

/**
 * The values of a record that only look like a resident number: the strings at the paths these
 * facts files declare `notResidentNumbers` (a ship's number). Whatever holds resident numbers to a
 * rule — the demo world's, a document's masking — leaves these alone.
 */
export function lookAlikeIdentifiers(record: unknown, files: readonly FactsSource['facts'][]): string[] {
  const declaredPaths = files.flatMap((facts) => facts.exceptions?.notResidentNumbers ?? []);
  return stringsIn(record)
    .filter(({ path }) => declaredPaths.some((pattern) => pathMatches(pattern, path)))
    .map(({ value }) => value)
    .filter((value) => value !== '');
}
