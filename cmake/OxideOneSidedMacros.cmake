# The macros nvcc's and clang's CUDA preprocessing disagree on: those one
# compiler's implicit includes define and the other's do not (nvcc's
# cuda_runtime.h brings <stdio.h>'s EOF, clang's CUDA wrapper CUDART_INF),
# and those both define with other values (math_errhandling). A user's
# `#ifdef EOF` is then decided one way by oxide-rewrite's parse and the other
# by nvcc: plugin/checks/DivergentBranches.cpp counts these names as
# divergent. Asked of this build's nvcc and clang at configure time
# (cmake/one_sided_macros.py; about a second).
function(oxide_one_sided_macros out)
  find_program(OXIDE_PYTHON3 python3 REQUIRED)
  execute_process(
    COMMAND "${OXIDE_PYTHON3}" "${PROJECT_SOURCE_DIR}/cmake/one_sided_macros.py"
            --nvcc "${OXIDE_CUDA_ROOT}/bin/nvcc" --clang "${OXIDE_CLANGXX}"
            --cuda-root "${OXIDE_CUDA_ROOT}" --work "${CMAKE_CURRENT_BINARY_DIR}" --out "${out}"
    RESULT_VARIABLE status ERROR_VARIABLE why)
  if(NOT status EQUAL 0)
    message(FATAL_ERROR "oxide: cannot list the macros nvcc and clang define differently "
      "(the divergent-branch check needs them): ${why}")
  endif()
endfunction()
