import { BehaviorSubject, type Observable } from 'rxjs';

/** The latest polite notice (what just arrived); the shell shows it, the live updates announce it. */
const notices = new BehaviorSubject<string | null>(null);
export const liveNotices: Observable<string | null> = notices.asObservable();
export function announceLiveNotice(text: string): void {
  notices.next(text);
}
