export { TodoList, type TodoListProps, type TodoListStatus } from './TodoList';
