import { patchThread, popularListing, orbitTimeline } from '@/summarizer/digest/story-feeds';
import { digest } from '@/summarizer/digest/digest';
for (const f of [patchThread('professional'), popularListing(), orbitTimeline()]) { console.log('=====', f.id); console.log(digest(f).markdown); }
