/** The evidence feature's public face (the Tools tab and the panic triggers use these). */
export { EvidenceRecorder as EvidenceDialog } from './EvidenceRecorder';
export { startRecording, stopRecording, takePhoto, useRecorderStore } from './recorder';
export { capturePanicEvidence } from './panicCapture';
export { FakeCallOverlay } from './fakeCall/FakeCallOverlay';
export { endFakeCall, startFakeCall, useFakeCall } from './fakeCall/fakeCallStore';
export { useEvidenceCapture, type CaptureChoice } from './useCapture';
export { formatDuration, formatSize } from './format';
