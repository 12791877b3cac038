# The macros nvcc's and clang's CUDA preprocessing disagree on: those one
# compiler's implicit includes define and the other's do not (nvcc's
# cuda_runtime.h brings <stdio.h>'s EOF, clang's CUDA wrapper CUDART_INF),
# and those both define with other values (math_errhandling), with no
# header included and with the common library headers (libcu++'s
# _CCCL_BUILTIN_COLUMN() is the column under clang, 0 under nvcc). A user's
# `#ifdef EOF` is then decided one way by oxide-rewrite's parse and the other
# by nvcc, and `f<_CCCL_BUILTIN_COLUMN()>()` instantiates another body:
# plugin/checks/DivergentBranches.cpp counts these names as divergent. Asked
# of this build's nvcc and clang at configure time (cmake/one_sided_macros.py;
# about ten seconds on 2 cores).
function(oxide_one_sided_macros out)
  set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS
               "${PROJECT_SOURCE_DIR}/cmake/one_sided_macros.py")
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
