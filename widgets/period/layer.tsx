import { ChoicePayloadLayer } from '../kit/choice-picker';

/** Every period layer (year/{id}, month/{id}, start-year, …): the choices its widget computed (spec 000 §2.2). */
export default ChoicePayloadLayer;
