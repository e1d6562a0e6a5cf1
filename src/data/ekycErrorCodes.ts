/**
 * Error codes that an e-KYC verification can report, for the error-code page.
 *
 * OCR codes come from the document check; face codes come from the face
 * comparison and liveness checks. Code strings are copied exactly as the
 * service returns them, including their unusual spellings ("UnKnown",
 * "DownLoad", "Livess", "Quaility"), so readers can search for what they see.
 */

export type EkycStage = 'OCR' | 'Face';

export type EkycErrorCode = {
  /** The code exactly as returned, e.g. "9101" or "FailedOperation.LipVoiceLow". */
  code: string;
  stage: EkycStage;
  /** What went wrong, in plain words. */
  meaning: string;
};

/** Caption and column headings of the error-code table, on the page and in its Markdown twin. */
export const errorCodeTable = {
  caption: 'e-KYC error codes by stage',
  headings: {code: 'Code', stage: 'Stage', meaning: 'Meaning'},
} as const;

const ocr = (code: string, meaning: string): EkycErrorCode => ({code, stage: 'OCR', meaning});
const face = (code: string, meaning: string): EkycErrorCode => ({code, stage: 'Face', meaning});
/** Most face codes share this prefix. */
const failed = (name: string, meaning: string): EkycErrorCode => face(`FailedOperation.${name}`, meaning);

export const ekycErrorCodes: readonly EkycErrorCode[] = [
  // OCR: tampering and image-quality alarms raised while reading the document.
  ocr('9101', 'Part of the identity document is covered or hidden.'),
  ocr('9102', 'The document appears to be a photocopy rather than the original.'),
  ocr('9103', 'The image appears to be a re-capture: a picture of another picture of the document.'),
  ocr('9104', 'The document image appears to have been edited.'),
  ocr('9107', 'Glare or a reflection covers part of the document.'),
  ocr('9108', 'The document image is too blurred to read.'),

  // Face: authorisation and request problems.
  face(
    'AuthFailure.InvalidAuthorization',
    'The verification provider rejected the signature or authorisation of the request.',
  ),
  failed('UnKnown', 'An unexpected internal error stopped the check.'),
  face('InvalidParameter', 'A parameter in the request is not valid.'),
  face('InvalidParameterValue', 'A parameter in the request has a value that is not allowed.'),
  face('UnsupportedOperation', 'The requested operation is not supported.'),

  // Face: actions and pose during the live capture.
  failed('ActionCloseEye', 'The user was asked to close their eyes, but this was not seen.'),
  failed('ActionFaceClose', 'The face is too close to the camera.'),
  failed('ActionFaceFar', 'The face is too far from the camera.'),
  failed('ActionFaceLeft', 'The face is too far to the left of the frame.'),
  failed('ActionFaceRight', 'The face is too far to the right of the frame.'),
  failed('ActionFirstAction', 'No movement was seen when the first action was requested.'),
  failed('ActionLightDark', 'The light is too dim.'),
  failed('ActionLightStrong', 'The light is too strong.'),
  failed('ActionNodetectFace', 'The whole face could not be found in the frame.'),
  failed('ActionOpenMouth', 'The user was asked to open their mouth, but this was not seen.'),

  // Face: comparison of the live face with the document photo.
  failed('CompareFail', 'The face comparison did not complete successfully.'),
  failed('CompareLowSimilarity', 'The live face and the document photo are not similar enough to pass.'),
  failed('CompareSystemError', 'The comparison engine reported an internal error.'),

  // Face: fetching the captured media.
  failed('DownLoadError', 'A file needed for the check could not be downloaded.'),
  failed('DownLoadTimeoutError', 'Downloading a file needed for the check took too long.'),

  // Face: checks on a still photo.
  failed('LifePhotoDetectFaces', 'More than one face was found in the photo.'),
  failed('LifePhotoDetectFake', 'The photo did not pass the check for a real person.'),
  failed('LifePhotoDetectNoFaces', 'No complete face was found in the photo.'),
  failed('LifePhotoPoorQuality', 'The photo resolution is too low; a new photo is needed.'),
  failed('LifePhotoSizeError', 'The photo file is too large or too small.'),

  // Face: lip-reading and voice video.
  failed('LipFaceIncomplete', 'The face is not fully visible in the video.'),
  failed('LipMoveSmall', 'The lips moved too little while speaking.'),
  failed('LipNetFailed', 'The video could not be fetched; try again.'),
  failed(
    'LipSizeError',
    'The video is empty or has the wrong size; a recording of about six seconds is expected.',
  ),
  failed('LipVideoInvalid', 'The video format is not accepted.'),
  failed('LipVideoQuaility', 'The video resolution is too low.'),
  failed('LipVoiceDetect', 'No sound was picked up in the video.'),
  failed('LipVoiceLow', 'The voice in the video is too quiet.'),
  failed('LipVoiceRecognize', 'The spoken words could not be recognised.'),

  // Face: liveness on the recorded video.
  failed('LivessBestFrameError', 'No frame suitable for the face comparison could be taken from the video.'),
  failed('LivessDetectFail', 'The liveness check did not pass.'),
  failed('LivessDetectFake', 'The recording is suspected of being a spoof.'),
  failed('LivessSystemError', 'The liveness engine reported an internal error.'),
  failed('LivessUnknownError', 'The real-person check on the video failed.'),

  // Face: silent liveness (no action requested from the user).
  failed('SilentDetectFail', 'The silent check could not confirm a real person.'),
  failed('SilentEyeLiveFail', 'The liveness check on the eyes failed.'),
  failed('SilentFaceDetectFail', 'No face was found in the video.'),
  failed('SilentFaceQualityFail', 'The face in the video is of poor quality.'),
  failed('SilentFaceWithMaskFail', 'The face appears to be covered by a mask.'),
  failed('SilentMouthLiveFail', 'The liveness check on the mouth failed.'),
  failed('SilentMultiFaceFail', 'More than one face appears in the video.'),
  failed('SilentPictureLiveFail', 'The video may be a spoof.'),
  failed('SilentThreshold', 'The liveness score is below the pass mark.'),
];
