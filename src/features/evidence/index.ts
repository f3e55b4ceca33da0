/** The evidence feature's public face (the Tools tab and the panic triggers use these). */
export { EvidenceRecorder as EvidenceDialog } from './capture/EvidenceRecorder';
export { startRecording, stopRecording, takePhoto, useRecorderStore } from './capture/recorder';
export { capturePanicEvidence } from './capture/panicCapture';
export { FakeCallOverlay } from './fakeCall/FakeCallOverlay';
export { endFakeCall, startFakeCall, useFakeCall } from './fakeCall/fakeCallStore';
export { useEvidenceCapture, type CaptureChoice } from './capture/useCapture';
export { formatDuration, formatSize } from './format';
