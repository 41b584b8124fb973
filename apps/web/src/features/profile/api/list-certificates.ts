import { useQuery } from '../../../lib/query';
import type { Certificate } from '@homebid/shared/schemas/profile';
import { CERTIFICATES_PATH } from '@homebid/shared/api-paths';
import { apiFetch } from '../../../lib/api';

export const certificatesKey = ['profile', 'certificates'] as const;

export const listCertificates = () => apiFetch<Certificate[]>(CERTIFICATES_PATH);

export const useCertificates = () => useQuery({ queryKey: certificatesKey, queryFn: listCertificates, refetchInterval: 30_000 });
