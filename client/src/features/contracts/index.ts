// The contracts feature's public entry: what other features (the house manager page, notifications) may use.
import "./contracts.css";
export { ContractBlock, type ContractHouseManager } from "./ContractBlock";
export { CreateContractButton } from "./CreateContractButton";
export { ContractDetailsModal, type ContractDetailsModalProps } from "./ContractDetailsModal";
