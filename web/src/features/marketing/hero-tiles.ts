/** The four tiles beside the landing page's headline (spec section 1). */
import { Briefcase, Trophy, Upload, WandSparkles } from 'lucide-react';
import type { IconItem } from './content';

export const heroTiles: IconItem[] = [
  { icon: Upload, title: 'Upload Resume', text: 'Word or PDF, up to 1 MB.' },
  { icon: WandSparkles, title: 'AI Optimize', text: 'Tailored to the job you want.' },
  { icon: Briefcase, title: 'More Interviews', text: 'Pass the ATS, reach a recruiter.' },
  { icon: Trophy, title: 'Get Hired', text: 'Land the role you are after.' },
];
