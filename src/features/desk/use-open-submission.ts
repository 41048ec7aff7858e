import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../config/paths';

/** What a submission's page knows of the list it was opened from: its address's query and the row. */
export interface FromList {
  list: string;
  row: string;
}

/** Opens a submission, remembering where in the list the clerk was (its address) and which row. */
export function useOpenSubmission(): (id: string) => void {
  const navigate = useNavigate();
  const location = useLocation();
  return (id) => void navigate(paths.deskSubmission.getHref(id), { state: { list: location.search, row: id } satisfies FromList });
}

/** The list's address a submission's page goes back to: where the clerk left it, or the list's start. */
export function listHrefFrom(state: unknown): string {
  const list = (state as Partial<FromList> | null)?.list;
  return typeof list === 'string' && (list === '' || list.startsWith('?')) ? `${paths.desk.getHref()}${list}` : paths.desk.getHref();
}

/** The row a submission's page was opened from, to focus again on the way back. */
export const rowFrom = (state: unknown): string | null => {
  const row = (state as Partial<FromList> | null)?.row;
  return typeof row === 'string' ? row : null;
};
