import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { uploadMedia, type MediaRefusal, type MediaTarget } from '../../api/calls/media';
import { apiOf } from '../../api/queries/api-binding';
import { mediaKeys } from '../../api/queries/media-queries';
import { acceptsFile } from '../../domain/media/media-classifications';
import { defaultMaxUploadFiles, uploadRefusal, type UploadRefusal } from '../../domain/uploads/upload-rules';

/** A message to translate: a catalogue key with its parameters. */
export interface UploadMessage {
  key: string;
  params: Record<string, string | number>;
}

/** The catalogue message of a refusal found before sending (the server's own messages, spec 02 section 8). */
export function refusalMessage(refusal: UploadRefusal): UploadMessage {
  switch (refusal.reason) {
    case 'tooManyFiles': return { key: 'importExport.server.tooManyFiles', params: { max: refusal.max } };
    case 'oneZipOnly': return { key: 'importExport.server.oneZipOnly', params: {} };
    case 'fileTooLarge': return { key: 'importExport.server.fileTooLarge', params: { file: refusal.file, limit: refusal.limitMb } };
    case 'fileTypeNotSupported': return { key: 'importExport.server.fileTypeNotSupported', params: { file: refusal.file } };
  }
}

/** The catalogue message of a file the server refused. */
export const serverMessage = (refusal: MediaRefusal): UploadMessage => ({ key: refusal.ErrorId, params: refusal.MessageParams });

/**
 * Uploading into a gallery (spec 02 section 5): the upload rules are checked in the browser first, so a
 * 201 MB file or a second zip is refused before a byte is sent; what the server refuses comes back as
 * values, file by file. Answers the messages to show and the names stored.
 */
export function useMediaUpload(projectId: number, target: MediaTarget | undefined) {
  const client = useQueryClient();
  const [messages, setMessages] = useState<readonly UploadMessage[]>([]);
  const [stored, setStored] = useState<readonly string[]>([]);
  const mutation = useMutation({
    mutationFn: (files: readonly File[]) => {
      if (!target) throw new Error('upload before the project was loaded');
      return uploadMedia(apiOf(client), target, files);
    },
    onSuccess: (answer) => {
      setMessages(answer.Errors.map(serverMessage));
      setStored(answer.Uploaded);
      void client.invalidateQueries({ queryKey: mediaKeys.list(projectId) });
    },
    onError: () => setMessages([{ key: 'media.gallery.uploadFailed', params: {} }]),
  });
  const upload = (files: readonly File[]) => {
    if (!target || files.length === 0) return;
    const refusal = uploadRefusal(files.map((file) => ({ name: file.name, size: file.size })), defaultMaxUploadFiles, (name) => acceptsFile(target.classification, name));
    setStored([]);
    if (refusal) {
      setMessages([refusalMessage(refusal)]);
      return;
    }
    setMessages([]);
    mutation.mutate(files);
  };
  return { upload, busy: mutation.isPending, messages, stored };
}
