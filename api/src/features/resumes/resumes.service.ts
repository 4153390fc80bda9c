/** The signed-in user's stored resumes: list, open, rename, delete (storage given back), original file. */
import { AppError, messages, type ResumeDetail, type ResumeListItem } from '@jobapp/shared';
import type { Deps } from '../../types';
import { fileNameForKind, kindOfMimeType } from './file-policy';
import { presentResumeDetail, presentResumeListItem } from './resumes.presenter';
import {
  deleteResumeRefundingStorage,
  findResume,
  findResumeOriginal,
  findResumesByUser,
  renameResume,
} from './resumes.queries';

const notFound = () => new AppError('not_found', messages.resumeNotFound);

export async function listResumes(deps: Deps, userId: number): Promise<ResumeListItem[]> {
  return (await findResumesByUser(deps.db, userId)).map(presentResumeListItem);
}

export async function getResume(deps: Deps, userId: number, resumeId: number): Promise<ResumeDetail> {
  const row = await findResume(deps.db, userId, resumeId);
  if (!row) throw notFound();
  return presentResumeDetail(row);
}

export async function renameResumeTitle(deps: Deps, userId: number, resumeId: number, jobTitle: string): Promise<ResumeDetail> {
  const row = await renameResume(deps.db, userId, resumeId, jobTitle, deps.clock());
  if (!row) throw notFound();
  return presentResumeDetail(row);
}

export async function deleteResume(deps: Deps, userId: number, resumeId: number): Promise<void> {
  if (!(await deleteResumeRefundingStorage(deps.db, userId, resumeId))) throw notFound();
}

export interface OriginalFile {
  fileName: string;
  contentType: string;
  bytes: Buffer;
}

/** The uploaded file as it was stored; 404 for pasted-text resumes (they have no file). */
export async function getOriginalFile(deps: Deps, userId: number, resumeId: number): Promise<OriginalFile> {
  const row = await findResumeOriginal(deps.db, userId, resumeId);
  if (!row?.originalFile) throw notFound();
  const kind = kindOfMimeType(row.originalMimeType);
  const name = row.originalFileName || 'resume';
  return {
    fileName: kind ? fileNameForKind(name, kind) : name,
    contentType: row.originalMimeType ?? 'application/octet-stream',
    bytes: row.originalFile,
  };
}
