import { ChoicePayloadLayer } from '../kit/choice-picker';

/** recent-year: the choices its widget computed (spec 000 §2.2). */
export default ChoicePayloadLayer;
