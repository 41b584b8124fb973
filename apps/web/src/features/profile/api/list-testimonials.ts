import { useQuery } from '../../../lib/query';
import type { Testimonial } from '@homebid/shared/schemas/profile';
import { TESTIMONIALS_PATH } from '@homebid/shared/api-paths';
import { apiFetch } from '../../../lib/api';

export const testimonialsKey = ['profile', 'testimonials'] as const;

export const listTestimonials = () => apiFetch<Testimonial[]>(TESTIMONIALS_PATH);

export const useTestimonials = () => useQuery({ queryKey: testimonialsKey, queryFn: listTestimonials, refetchInterval: 30_000 });
