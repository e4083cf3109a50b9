// The contracts feature's public entry: what other features (the house manager page, notifications) may use.
import { lazy } from "react";
import "./contracts.css";
export { ContractBlock, type ContractHouseManager } from "./ContractBlock";
export { CreateContractButton } from "./CreateContractButton";
export { ContractDetailsModal, type ContractDetailsModalProps } from "./ContractDetailsModal";
// The offer form itself, loaded on first use, for screens that make an offer from elsewhere (a job's applications).
export const CreateContractForm = lazy(() => import("./CreateContractForm"));
export type { CreateContractFormProps, ContractFormValues, ParticularValues } from "./CreateContractForm";
