import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AdminDataProvider } from '../dataProvider';

/** The back office's run-time settings (GET /api/admin/ui-config), read once per page load. */
export function useUiConfig() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  return useQuery({
    queryKey: ['admin-ui-config'],
    queryFn: () => dataProvider.getUiConfig(),
    staleTime: Infinity,
  }).data;
}
