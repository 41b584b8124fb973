import { useQuery } from '@tanstack/react-query';
import type { Certificate } from '@homebid/shared/schemas/profile';
import { apiFetch } from '../../../lib/api';

export const certificatesKey = ['profile', 'certificates'] as const;

export const listCertificates = () => apiFetch<Certificate[]>('/profile/certificates');

export const useCertificates = () => useQuery({ queryKey: certificatesKey, queryFn: listCertificates, refetchInterval: 30_000 });
